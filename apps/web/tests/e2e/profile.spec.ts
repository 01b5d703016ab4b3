import { expect, test, type Page } from '@playwright/test';
import { createAccount, ready } from './fixtures.ts';
import { apiForm, postCar } from './listing-fixtures.ts';

/**
 * A member's public profile `/{username}` (spec §2): name, @username, member since, active
 * ads count, then their ads with the listing's filters, sort and pages. Each test makes its
 * own member and ads through the API.
 */

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;
/** A member with a username and two ads (the dearer one posted last, so listed first). */
async function memberWithAds() {
  const { tokens } = await createAccount();
  const username = `e2e.seller.${Math.floor(Math.random() * 1e9)}`;
  await apiForm('POST', 'me/username', tokens.access_token, new URLSearchParams({ username }));
  const tag = Math.floor(Math.random() * 1e6);
  const cheap = `Toyota Vios 2016 no. ${tag}`;
  const dear = `Lexus LX 2021 no. ${tag}`;
  await postCar(tokens.access_token, cheap, 9500);
  await postCar(tokens.access_token, dear, 85000);
  return { username, cheap, dear };
}

const cards = (page: Page) => page.getByTestId('listing-cards').getByRole('heading', { level: 3 });

test("a member's page shows who they are and their ads; the sort orders them", async ({
  page,
  javaScriptEnabled,
}) => {
  const { username, cheap, dear } = await memberWithAds();

  const response = await page.goto(`/${username}`);
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveTitle(`Sreymom Chan (@${username}) | Psar`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^Sreymom Chan \\(@${username.replace(/\./g, '\\.')}\\) on Psar: 2 active ads\\.`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${BASE}/en/${username}`,
  );
  const profile = page.getByTestId('profile');
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Sreymom Chan');
  await expect(profile.getByText(`@${username}`, { exact: true })).toBeVisible();
  await expect(profile.getByText(/^Member since [A-Z][a-z]+ \d{1,2}, 20\d\d$/)).toBeVisible();
  await expect(page.getByTestId('profile-active-ads')).toHaveText('2 active ads');
  await expect(page.getByRole('heading', { level: 2, name: '2 ads' })).toBeVisible();
  await expect(cards(page)).toHaveText([dear, cheap]);

  // The path fixes the member: the form has no member field, and no chip names them.
  const form = page.getByRole('search', { name: 'Filter ads' });
  await expect(form.locator('[name="user"]')).toHaveCount(0);
  await expect(page.getByTestId('listing-chip')).toHaveCount(0);

  // Sort by price, low to high: the address holds it, the member stays in the path.
  await form.getByLabel('Sort by').selectOption('price-asc');
  await form.getByRole('button', { name: 'Show ads' }).click();
  // (without JavaScript the form sends its empty fields too)
  await expect(page).toHaveURL(
    new RegExp(`/${username.replace(/\./g, '\\.')}\\?(.*&)?sort=price-asc`),
  );
  await expect(cards(page)).toHaveText([cheap, dear]);

  // A filter narrows the member's ads and is a removable chip.
  await page.goto(`/${username}?price_min=20000`);
  await expect(cards(page)).toHaveText([dear]);
  await expect(page.getByRole('link', { name: 'Remove filter: From $20,000' })).toHaveAttribute(
    'href',
    `/${username}`,
  );

  // Another spelling of the name answers 301 to the lower-case address, query kept.
  await page.goto(`/${username.toUpperCase()}?sort=price-desc`);
  await expect(page).toHaveURL(`/${username}?sort=price-desc`);
  await expect(cards(page)).toHaveText([dear, cheap]);
});

test('an ad page links its seller to their page', async ({ page, javaScriptEnabled }) => {
  const { username, dear } = await memberWithAds();
  await page.goto(`/${username}`);
  await ready(page, javaScriptEnabled);
  await page.getByRole('link', { name: dear }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dear);
  await ready(page, javaScriptEnabled);
  await page
    .getByRole('region', { name: 'Seller' })
    .getByRole('link', { name: 'Sreymom Chan', exact: true })
    .click();
  await expect(page).toHaveURL(`/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sreymom Chan');
});

test('an unknown or impossible username is the 404 page', async ({ page, javaScriptEnabled }) => {
  for (const path of [`/nobody.${Math.floor(Math.random() * 1e9)}`, '/ab', '/a..b-']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test("a member's page in Khmer, shared by visitors like a category page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const { username, cheap, dear } = await memberWithAds();
  await page.goto(`/km/${username}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId('profile-active-ads')).toHaveText('ការផ្សាយសកម្ម ២');
  await expect(page.getByTestId('profile').getByText(/^ជាសមាជិកតាំងពី /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ការផ្សាយ ២' })).toBeVisible();
  await expect(cards(page)).toHaveText([dear, cheap]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${BASE}/km/${username}`,
  );

  if (javaScriptEnabled === false) return; // HTTP answers: once is enough
  const device = () => `device_id=e2e-profile-${Math.random().toString(36).slice(2)}`;
  const first = await request.get(`/${username}`, { headers: { cookie: device() } });
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
  const second = await request.get(`/${username}`, { headers: { cookie: device() } });
  expect(second.headers()['x-page-cache']).toBe('hit');
});
