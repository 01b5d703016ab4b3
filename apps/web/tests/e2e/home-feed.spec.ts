import { expect, test, type Page } from '@playwright/test';
import { API_URL, createAccount, ready } from './fixtures.ts';
import { postAd } from './my-ads-fixtures.ts';

/**
 * The home page's showcase (ADR 0014): categories with live counts, the top ads of
 * the moment in a marked block, and the latest ads as an endless list. Each visit adds a
 * query parameter of its own: the feed ignores it, and the page is not one another visitor
 * had shared a few seconds before (ADR 0011).
 */

const fresh = () => `v=${Math.random().toString(36).slice(2)}`;

/** Makes an ad a "top" (or featured) ad through the API's development route (checkout comes later). */
async function makeTop(id: string, type: 'top' | 'featured' = 'top') {
  const response = await fetch(`${API_URL}/api/dev/posts/${id}/premium`, {
    method: 'POST',
    headers: { 'Device-Id': 'e2e-home-feed', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type, days: '1' }),
  });
  expect(response.status).toBe(204);
}

const feedCards = (page: Page) => page.getByTestId('listing-cards').locator('li[data-ad-id]');
/** The ads of the feed, by id (titles may repeat across tests). */
const feedIds = (page: Page) =>
  feedCards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-ad-id')));

test('the home page links the categories with their ad counts, the top ads and the latest ads', async ({
  page,
  javaScriptEnabled,
}) => {
  const { tokens } = await createAccount();
  const word = `Topphone ${Math.random().toString(36).slice(2, 8)}`;
  const ad = await postAd(tokens.access_token, { title: word });
  await makeTop(ad.id);

  await page.goto(`/?${fresh()}`);
  await ready(page, javaScriptEnabled);
  const phones = page.getByTestId('category-tree').locator('li[data-slug="phones-tablets"]');
  await expect(phones.getByRole('heading', { level: 3 })).toHaveText('Phones & Tablets');
  await expect(phones.getByRole('link', { name: 'Phones & Tablets' })).toHaveAttribute(
    'href',
    '/c-phones-tablets',
  );
  // The ad just posted counts (the counts are at most a minute or so old: at least 1 here).
  await expect(phones.locator(':scope > p')).toHaveText(/^[\d,]+ ads?$/);

  // The top block is marked as paid placement and holds the ad.
  const top = page.getByTestId('top-ads');
  await expect(top.getByRole('heading', { level: 2 })).toHaveText('Top ads');
  await expect(top).toContainText('Sponsored');
  await expect(top.getByRole('link', { name: word })).toBeVisible();
  // The latest ads: the newest first, so the ad just posted is on the first page.
  const latest = page.getByRole('region', { name: 'Latest ads' });
  await expect(latest.getByRole('link', { name: word })).toBeVisible();
  await expect(latest.getByRole('link', { name: 'See all ads' })).toHaveAttribute(
    'href',
    '/all-ads',
  );

  // Its category's listing shows the block above the results; a search does not.
  await page.goto(`/c-mobile-phones?${fresh()}`);
  await expect(page.getByTestId('top-ads').getByRole('link', { name: word })).toBeVisible();
  // Shown there, it is not also among the results (the count counts it once).
  await expect(page.getByTestId('listing-cards').getByRole('link', { name: word })).toHaveCount(0);
  await page.goto(`/search-result?q=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('listing-cards').getByRole('link', { name: word })).toBeVisible();
  await expect(page.getByTestId('top-ads')).toHaveCount(0);

  // Khmer: the block and the counts in Khmer.
  await page.goto(`/km?${fresh()}`);
  await expect(page.getByTestId('top-ads').getByRole('heading', { level: 2 })).toHaveText(
    'ការផ្សាយពិសេស',
  );
  await expect(
    page.getByTestId('category-tree').locator('li[data-slug="phones-tablets"] > p'),
  ).toHaveText(/^ការផ្សាយ [០-៩,]+$/);
});

test('paid ads carry their placement on listing cards: Top, or Featured and outlined', async ({
  page,
}) => {
  const { tokens } = await createAccount();
  const word = `Badge${Math.random().toString(36).slice(2, 8)}`;
  const top = await postAd(tokens.access_token, { title: `${word} top` });
  const featured = await postAd(tokens.access_token, { title: `${word} featured` });
  const plain = await postAd(tokens.access_token, { title: `${word} plain` });
  await makeTop(top.id);
  await makeTop(featured.id, 'featured');

  await page.goto(`/search-result?q=${word}`);
  const card = (id: string) => page.getByTestId('listing-cards').locator(`li[data-ad-id="${id}"]`);
  await expect(card(top.id).getByTestId('ad-card-premium')).toHaveText('Top');
  await expect(card(featured.id).getByTestId('ad-card-premium')).toHaveText('Featured');
  await expect(card(plain.id).getByTestId('ad-card-premium')).toHaveCount(0);
  await page.goto(`/km/search-result?q=${word}`);
  await expect(card(featured.id).getByTestId('ad-card-premium')).toHaveText('លេចធ្លោ');
});

test('the latest ads go on: a next-page link without JavaScript, appended on scroll with it', async ({
  page,
  javaScriptEnabled,
}) => {
  // More ads than a page of the home feed holds (12, ADR 0024), from two members.
  for (let member = 0; member < 2; member++) {
    const { tokens } = await createAccount();
    for (let index = 0; index < 7; index++) await postAd(tokens.access_token);
  }
  await page.goto(`/?${fresh()}`);
  await ready(page, javaScriptEnabled);
  const latest = page.getByRole('region', { name: 'Latest ads' });
  await expect(feedCards(page)).toHaveCount(12);
  const first = await feedIds(page);
  const next = latest
    .getByRole('navigation', { name: 'More ads' })
    .getByRole('link', { name: 'Next page' });
  await expect(next).toHaveAttribute('href', /^\/\?cursor=[\w-]+$/);
  if (javaScriptEnabled === false) {
    await next.click();
    await expect(page).toHaveURL(/\/\?cursor=/);
    await expect(feedCards(page).first()).toBeVisible();
    const second = await feedIds(page);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // A later page is the feed only: no top block.
    await expect(page.getByTestId('top-ads')).toHaveCount(0);
  } else {
    await next.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => feedCards(page).count()).toBeGreaterThan(12);
    const all = await feedIds(page);
    expect(all.slice(0, 12)).toEqual(first);
    // The address stays the home page's.
    expect(new URL(page.url()).pathname).toBe('/');
  }
});
