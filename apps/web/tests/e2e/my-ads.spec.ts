// Long on purpose: every row action of My ads, the liked and saved lists and insights, each a journey of its own.
import { expect, test, type Page } from '@playwright/test';
import { cambodianDate } from '@repo/domain';
import { formatDate } from '@repo/i18n';
import { createAccount, ready, signIn } from './fixtures.ts';
import { api, ownAds, postAd } from './my-ads-fixtures.ts';

/**
 * My ads (/me), liked and saved ads (/me/likes, /me/saved) and an ad's insights
 * (/insights/{id}), with JavaScript on and off. Ads, likes and views are made straight
 * through the API with the members' own tokens.
 */

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;

/** The row of an ad in My ads (an article named by its title). */
const row = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The titles of the rows, top to bottom. */
const titles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

test('My ads: every ad with its facts, filtered by status and sorted by price, with keyset pages', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const token = (await signIn(context)).tokens.access_token;
  const cheap = await postAd(token, { title: 'Cheap Nokia phone', price: '20' });
  const mid = await postAd(token, { title: 'Middle Samsung phone', price: '250.50' });
  const dear = await postAd(token, { title: 'Dear iPhone phone', price: '900' });
  expect((await api(token, 'POST', `me/posts/${mid.id}/sold`, {})).status).toBe(200);

  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sreymom Chan');
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My ads' }),
  ).toHaveAttribute('aria-current', 'page');
  // Newest post first; each row links to its ad page and shows its price, status and counters.
  await expect(titles(page)).toHaveText([dear.title, mid.title, cheap.title]);
  const first = row(page, dear.title);
  await expect(first.getByRole('link', { name: dear.title })).toHaveAttribute(
    'href',
    `/dear-iphone-phone-adid-${dear.id}`,
  );
  await expect(first).toContainText('$900');
  await expect(first).toContainText('Active');
  await expect(first).toContainText('0 views');
  await expect(first).toContainText('0 likes');
  await expect(first).toContainText('0 saves');
  await expect(first.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/post/${dear.id}`,
  );
  await expect(first.getByRole('link', { name: 'Insights' })).toHaveAttribute(
    'href',
    `/insights/${dear.id}`,
  );
  await expect(first.getByRole('button', { name: 'Renew' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Repost' })).toHaveCount(0);
  const sold = row(page, mid.title);
  await expect(sold).toContainText('Sold');
  await expect(sold.getByRole('button', { name: 'Repost' })).toBeVisible();
  await expect(sold.getByRole('button', { name: 'Renew' })).toHaveCount(0);

  // The filter is a link, the sort a GET form: the address holds both.
  const filters = page.getByRole('navigation', { name: 'Show ads' });
  await filters.getByRole('link', { name: 'Sold' }).click();
  await expect(page).toHaveURL(/\/me\?status=sold$/);
  await expect(titles(page)).toHaveText([mid.title]);
  await filters.getByRole('link', { name: 'Active' }).click();
  await expect(page).toHaveURL(/\/me\?status=active$/);
  await expect(titles(page)).toHaveText([dear.title, cheap.title]);
  await page.getByLabel('Sort by').selectOption('price_asc');
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/\/me\?status=active&sort=price_asc$/);
  await expect(titles(page)).toHaveText([cheap.title, dear.title]);
  await filters.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/me\?sort=price_asc$/);
  await expect(titles(page)).toHaveText([cheap.title, mid.title, dear.title]);
  await page.getByLabel('Sort by').selectOption('price_desc');
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/\/me\?sort=price_desc$/);
  await expect(titles(page)).toHaveText([dear.title, mid.title, cheap.title]);
  await filters.getByRole('link', { name: 'Expired' }).click();
  await expect(page.getByText('You have no ads here.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post an ad' }).first()).toHaveAttribute(
    'href',
    '/post',
  );

  // Ten ads a page; the next page continues after the last row (a keyset cursor, not an offset).
  for (let index = 0; index < 9; index += 1) await postAd(token, { price: String(300 + index) });
  await page.goto('/me?sort=price_asc');
  await ready(page, javaScriptEnabled);
  await expect(titles(page)).toHaveCount(10);
  const firstPage = await titles(page).allInnerTexts();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/me\?sort=price_asc&cursor=[\w-]+$/);
  await expect(titles(page)).toHaveCount(2);
  const secondPage = await titles(page).allInnerTexts();
  expect(secondPage.at(-1)).toBe(dear.title);
  expect(firstPage.filter((title) => secondPage.includes(title))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the first page' }).click();
  await expect(page).toHaveURL(/\/me\?sort=price_asc$/);
  await expect(titles(page)).toHaveText(firstPage);
});

test('a member without ads is invited to post one; the page is in Khmer on /km', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await signIn(context);
  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  await expect(page.getByText('You have not posted any ads yet.')).toBeVisible();
  await page.goto('/km/me');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { name: 'ការផ្សាយរបស់ខ្ញុំ', level: 2 })).toBeVisible();
  await expect(page.getByText('អ្នកមិនទាន់បានដាក់ប្រកាសណាមួយនៅឡើយទេ។')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ដាក់ប្រកាស' }).first()).toHaveAttribute(
    'href',
    '/km/post',
  );
});

test('renew moves the ad to the top of "renew date" and shows its new date; the daily cap says "Renew Reach Limit!"', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const token = (await signIn(context)).tokens.access_token;
  const older = await postAd(token, { title: 'Older bicycle phone' });
  const newer = await postAd(token, { title: 'Newer bicycle phone' });
  await page.goto('/me?sort=renewed');
  await ready(page, javaScriptEnabled);
  await expect(titles(page)).toHaveText([newer.title, older.title]);
  await expect(row(page, older.title).getByText('Renewed')).toHaveCount(0);

  await row(page, older.title).getByRole('button', { name: 'Renew' }).click();
  await expect(
    page.getByText('Your ad is renewed and back at the top of the latest ads.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/me\?sort=renewed$/);
  await expect(titles(page)).toHaveText([older.title, newer.title]);
  const renewed = (await ownAds(token)).find((ad) => ad.id === older.id)!;
  expect(renewed.renewed_at > older.renewed_at).toBe(true);
  const facts = row(page, older.title);
  await expect(facts.getByText('Renewed')).toBeVisible();
  await expect(facts.locator(`time[datetime="${renewed.renewed_at}"]`)).toBeVisible();

  // Use up the day's renewals through the API: the next one in the page is refused.
  for (;;) {
    const { status } = await api(token, 'POST', `me/posts/${newer.id}/renew`, {});
    if (status === 429) break;
    expect(status).toBe(200);
  }
  await page.goto('/me?sort=renewed');
  await ready(page, javaScriptEnabled);
  await row(page, older.title).getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Renew Reach Limit!').first()).toBeVisible();
});

test('mark as sold, then repost the sold ad as a fresh active one', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const token = (await signIn(context)).tokens.access_token;
  const ad = await postAd(token, { title: 'Sold then reposted phone' });
  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  await row(page, ad.title).getByRole('button', { name: 'Mark as sold' }).click();
  await expect(page.getByText('Your ad is marked as sold.').first()).toBeVisible();
  await expect(row(page, ad.title)).toContainText('Sold');
  expect((await ownAds(token)).map((own) => [own.id, own.status])).toEqual([[ad.id, 'sold']]);

  await row(page, ad.title).getByRole('button', { name: 'Repost' }).click();
  await expect(page.getByText('Your ad is posted again.').first()).toBeVisible();
  await expect(row(page, ad.title)).toContainText('Active');
  const now = await ownAds(token);
  expect(now).toHaveLength(1);
  expect(now[0]!.id).not.toBe(ad.id);
  expect(now[0]).toMatchObject({ title: ad.title, status: 'active' });
  await expect(row(page, ad.title).getByRole('link', { name: 'Insights' })).toHaveAttribute(
    'href',
    `/insights/${now[0]!.id}`,
  );
});

test('delete asks for a reason (a dialog with JavaScript, a confirmation without) and removes the ad', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const token = (await signIn(context)).tokens.access_token;
  const keep = await postAd(token, { title: 'Phone to keep' });
  const gone = await postAd(token, { title: 'Phone to delete' });
  await page.goto('/me?sort=price_asc');
  await ready(page, javaScriptEnabled);

  await row(page, gone.title)
    .getByRole(javaScriptEnabled ? 'button' : 'link', { name: 'Delete', exact: true })
    .click();
  const confirm = javaScriptEnabled
    ? page.getByRole('dialog', { name: 'Delete this ad?' })
    : page.getByRole('region', { name: 'Delete this ad?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('“Phone to delete” will no longer be shown on Psar.');
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`[?&]delete=${gone.id}$`));

  // No reason: refused in the browser (the form's own check, or the schema's message).
  await confirm.getByRole('button', { name: 'Delete ad' }).click();
  if (javaScriptEnabled) await expect(confirm.getByText('This field is required.')).toBeVisible();
  await expect(confirm).toBeVisible();
  expect((await ownAds(token)).map((ad) => ad.id).sort()).toEqual([keep.id, gone.id].sort());

  await confirm.getByLabel('No longer available').check();
  await confirm.getByRole('button', { name: 'Delete ad' }).click();
  await expect(page.getByText('Your ad is deleted.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/me\?sort=price_asc$/);
  await expect(row(page, gone.title)).toHaveCount(0);
  await expect(row(page, keep.title)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const deleted = await ownAds(token, '?status=deleted');
  expect(deleted.map((ad) => [ad.id, ad.deleted_reason])).toEqual([[gone.id, 'unavailable']]);
});

test('delete without JavaScript can be cancelled', async ({ page, context, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled !== false, 'the confirmation page exists only without JavaScript');
  const token = (await signIn(context)).tokens.access_token;
  const ad = await postAd(token, { title: 'Phone not deleted after all' });
  await page.goto(`/me?delete=${ad.id}`);
  const confirm = page.getByRole('region', { name: 'Delete this ad?' });
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('region', { name: 'Delete this ad?' })).toHaveCount(0);
  expect((await ownAds(token)).map((own) => own.status)).toEqual(['active']);
});

test('auto-renew: validated, set and shown, turned off; the cap says "Auto-Renew Reach Limit!"', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const token = (await signIn(context)).tokens.access_token;
  const ad = await postAd(token, { title: 'Auto renewed phone' });
  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  const item = row(page, ad.title);
  await item.getByText('Auto-renew is off').click();
  await item.getByLabel('Renew this ad automatically').check();
  await item.getByLabel('Hour (0–23)').fill('24');
  await item.getByLabel('Minute (0–59)').fill('30');
  await item.getByLabel('Every how many days (1–30)').fill('3');
  await item.getByRole('button', { name: 'Save auto-renew' }).click();
  // Out of range: the schema's message with JavaScript, the browser's own check without.
  if (javaScriptEnabled) await expect(item.getByText('This field is invalid.')).toBeVisible();
  await expect(item.getByLabel('Hour (0–23)')).toHaveValue('24');
  expect((await ownAds(token))[0]!.auto_renew ?? null).toBeNull();

  await item.getByLabel('Hour (0–23)').fill('6');
  await item.getByRole('button', { name: 'Save auto-renew' }).click();
  await expect(page.getByText('Auto-renew is set.').first()).toBeVisible();
  await expect(row(page, ad.title).getByText('Auto-renew: every 3 days at 06:30')).toBeVisible();
  await expect(row(page, ad.title).getByText(/^Next renewal: /)).toHaveCount(1);
  expect((await ownAds(token))[0]!.auto_renew).toMatchObject({
    hour: 6,
    minute: 30,
    every_days: 3,
  });

  await row(page, ad.title).getByText('Auto-renew: every 3 days at 06:30').click();
  await row(page, ad.title).getByLabel('Renew this ad automatically').uncheck();
  await row(page, ad.title).getByRole('button', { name: 'Save auto-renew' }).click();
  await expect(page.getByText('Auto-renew is turned off.').first()).toBeVisible();
  await expect(row(page, ad.title).getByText('Auto-renew is off')).toBeVisible();
  expect((await ownAds(token))[0]!.auto_renew ?? null).toBeNull();

  // The member's other ads take every auto-renew slot: this one is refused.
  for (;;) {
    const other = await postAd(token);
    const { status } = await api(token, 'POST', `me/posts/${other.id}/auto-renew`, {
      enabled: 'true',
      hour: '7',
      minute: '0',
      every_days: '1',
    });
    if (status === 403) break;
    expect(status).toBe(200);
  }
  await page.goto('/me?sort=price_asc');
  await ready(page, javaScriptEnabled);
  const again = row(page, ad.title);
  await again.getByText('Auto-renew is off').click();
  await again.getByLabel('Renew this ad automatically').check();
  await again.getByRole('button', { name: 'Save auto-renew' }).click();
  await expect(page.getByText('Auto-Renew Reach Limit!').first()).toBeVisible();
});

test('liked and saved ads are listed as cards; Unlike and Unsave remove them', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const liked = await postAd(seller.tokens.access_token, { title: 'Liked scooter phone' });
  const saved = await postAd(seller.tokens.access_token, { title: 'Saved guitar phone' });
  const token = (await signIn(context)).tokens.access_token;
  expect((await api(token, 'POST', `me/likes/${liked.id}`, { value: 'true' })).status).toBe(200);
  expect((await api(token, 'POST', `me/saved/${saved.id}`, { value: 'true' })).status).toBe(200);

  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  const nav = page.getByRole('navigation', { name: 'My account' });
  await nav.getByRole('link', { name: 'Liked ads' }).click();
  await expect(page).toHaveURL(/\/me\/likes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liked ads');
  await expect(nav.getByRole('link', { name: 'Liked ads' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('listitem').filter({ hasText: liked.title });
  await expect(card.getByRole('link', { name: liked.title })).toHaveAttribute(
    'href',
    `/liked-scooter-phone-adid-${liked.id}`,
  );
  await expect(page.getByText(saved.title)).toHaveCount(0);
  await card.getByRole('button', { name: `Unlike: ${liked.title}` }).click();
  await expect(page.getByText('The ad is removed from your liked ads.').first()).toBeVisible();
  await expect(page.getByText(liked.title)).toHaveCount(0);
  await expect(page.getByText('You have not liked any ads yet.')).toBeVisible();
  const likes = await api<{ data: unknown[] }>(token, 'GET', 'me/likes');
  expect(likes.body.data).toEqual([]);

  await nav.getByRole('link', { name: 'Saved ads' }).click();
  await expect(page).toHaveURL(/\/me\/saved$/);
  const savedCard = page.getByRole('listitem').filter({ hasText: saved.title });
  await expect(savedCard).toBeVisible();
  await savedCard.getByRole('button', { name: `Unsave: ${saved.title}` }).click();
  await expect(page.getByText('The ad is removed from your saved ads.').first()).toBeVisible();
  await expect(page.getByText('You have not saved any ads yet.')).toBeVisible();
});

test('insights: totals and a 30-day chart with its table for the owner; 404 for another member; sign-in for a visitor', async ({
  page,
  context,
  browser,
  javaScriptEnabled,
}) => {
  const owner = await createAccount();
  const ad = await postAd(owner.tokens.access_token, { title: 'Insightful camera phone' });
  const fan = await createAccount();
  const view = await api(null, 'POST', `posts/${ad.id}/views`, {}, 'e2e-insights-viewer');
  expect(view.status).toBe(200);
  expect(
    (await api(fan.tokens.access_token, 'POST', `me/likes/${ad.id}`, { value: 'true' })).status,
  ).toBe(200);

  await signIn(context, owner);
  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  await row(page, ad.title).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${ad.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
  await expect(page.getByRole('link', { name: ad.title })).toBeVisible();
  const total = (name: string) => page.locator(`[data-total="${name}"] dd`).first();
  await expect(total('views')).toHaveText('1');
  await expect(total('likes')).toHaveText('1');
  await expect(total('saves')).toHaveText('0');
  await expect(total('phone_reveals')).toHaveText('0');

  const chart = page.getByRole('img', { name: /^Daily activity from .+ to .+$/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-series]')).toHaveCount(4);
  for (const name of ['Views', 'Likes', 'Saves', 'Phone reveals']) {
    await expect(page.getByRole('list', { name: 'Legend' }).getByText(name)).toBeVisible();
  }
  // Every day's numbers in a table behind a disclosure (no JavaScript needed to open it).
  await page.getByText('Show the numbers for each day').click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(1 + 30 + 1);
  const today = table.getByRole('row').nth(30);
  await expect(today.getByRole('cell')).toHaveText(['1', '1', '0', '0']);

  await page.goto(`/km/insights/${ad.id}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ស្ថិតិ');
  // Dates in the page's language (formatDate of @repo/i18n), today in Cambodia last.
  const todayKm = formatDate(cambodianDate(Date.now()), 'km');
  await expect(
    page.getByRole('img', { name: new RegExp(`^សកម្មភាពប្រចាំថ្ងៃ ពី .+ ដល់ ${todayKm}$`) }),
  ).toBeVisible();

  // Another member: the page does not exist for them.
  const other = await browser.newContext({ baseURL: BASE, javaScriptEnabled });
  await signIn(other, fan);
  const otherPage = await other.newPage();
  const response = await otherPage.goto(`/insights/${ad.id}`);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await other.close();

  // A visitor is sent to sign in, and back.
  const stranger = await browser.newContext({ baseURL: BASE, javaScriptEnabled });
  const visitor = await stranger.request.get(`/insights/${ad.id}`, { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()['location']).toBe(
    `/login?redirect=${encodeURIComponent(`/insights/${ad.id}`)}`,
  );
  await stranger.close();
});
