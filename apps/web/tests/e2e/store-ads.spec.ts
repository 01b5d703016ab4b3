import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { api } from './my-ads-fixtures.ts';

/**
 * Store ads (issue 17, ADR 0045), with JavaScript on and off: the owner posts as the store
 * from its area, the ad shows the store's card, the store's public page lists it with its
 * hours and JSON-LD, the owner assigns it to a member (who then answers for it) and moves it
 * back to the personal account.
 */

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

test('the owner posts as the store, assigns the ad to a member and moves it out again', async ({
  browser,
  javaScriptEnabled,
}) => {
  // A journey through several pages and members, with axe on each: up to 90 s on a busy machine.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Sophea');
  const staff = await member(browser, js, 'Vanna');
  const username = `sopheamotors${Date.now() % 1_000_000}${js ? 'j' : 'n'}`;
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Sophea Motors',
    username,
    short_description: 'Used cars with papers, checked by our mechanics',
    about: 'On Russian Boulevard since 2012.',
    keywords: 'toyota, lexus',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const storeId = created.body.data.id;
  const invited = await api(owner.token, 'POST', `me/stores/${storeId}/members`, {
    login: staff.phone,
    role: 'staff',
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const accepted = await api(staff.token, 'POST', `me/stores/${storeId}/invitation`, {
    accept: 'true',
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

  const branch = await api(owner.token, 'POST', `me/stores/${storeId}/branches`, {
    name: 'Russian Boulevard showroom',
    province_id: '12',
    address: 'No. 5, Russian Boulevard',
    latitude: '11.5564',
    longitude: '104.9282',
  });
  expect(branch.status, JSON.stringify(branch.body)).toBe(201);

  // The header's profile switch: the member on their account, the store in its area.
  const page = owner.page;
  await open(page, '/me', js);
  const switcher = page.getByTestId('profile-switch');
  await expect(switcher.locator('summary')).toContainText('Sophea');
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'Sophea Motors (store)' }).click();
  await expect(page).toHaveURL(new RegExp(`/me/store-${storeId}$`));
  await expect(switcher.locator('summary')).toContainText('Sophea Motors');
  await expect(page.getByRole('link', { name: 'Post an ad' }).first()).toHaveAttribute(
    'href',
    `/post?store_id=${storeId}`,
  );

  // From the store area, "Post an ad as this store" opens the form with the store chosen.
  await expect(page.getByTestId('post-as-store')).toHaveAttribute(
    'href',
    `/post?store_id=${storeId}`,
  );
  await open(page, `/post?category=101&store_id=${storeId}`, js);
  await expect(page.getByLabel('Post as')).toHaveValue(storeId);
  await page.getByLabel('Title').fill('Toyota Prius 2010 hybrid');
  await page.getByLabel('Description').fill('Full papers, new tyres, checked by our mechanics.');
  await page.getByLabel('Price (USD)').fill('11500');
  await page.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
  await page.getByLabel('Address').fill('Russian Boulevard');
  await page.getByRole('button', { name: 'Post ad' }).click();
  // Refused (no condition or colour): the choice of the store is kept with the rest.
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByLabel('Post as')).toHaveValue(storeId);
  await expect(page.getByLabel('Title')).toHaveValue('Toyota Prius 2010 hybrid');
  await page.getByLabel('Condition').selectOption({ label: 'Used' });
  await page.getByLabel('Colour').selectOption({ label: 'Silver' });
  await page.getByRole('button', { name: 'Post ad' }).click();
  await expect(page).toHaveURL(/-adid-\d+$/);
  const adUrl = page.url();
  const card = page.getByTestId('ad-store-card');
  await expect(card).toContainText('Sophea Motors');
  await expect(card).toContainText(`@${username}`);

  // The store's public page: its words, hours, the ad, and a LocalBusiness for search engines.
  await card.getByRole('link', { name: 'Visit the store' }).click();
  await expect(page).toHaveURL(new RegExp(`/${username}$`));
  if (js) await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sophea Motors');
  await expect(page.getByTestId('store-active-ads')).toHaveText('1 active ad');
  // Nobody follows a new store, and only the marketplace verifies one (ADR 0049).
  await expect(page.getByTestId('store-followers')).toHaveText('0 followers');
  await expect(page.getByTestId('store-verified')).toHaveCount(0);
  await expect(page.getByText('On Russian Boulevard since 2012.')).toBeVisible();
  await expect(page.getByTestId('store-hours')).toContainText('No hours given');
  const branches = page.getByTestId('store-branches');
  await expect(branches).toContainText('Russian Boulevard showroom');
  await expect(
    branches.getByRole('link', { name: 'Directions to Russian Boulevard showroom' }),
  ).toHaveAttribute('href', /openstreetmap\.org\/directions/);
  await expect(page.getByRole('link', { name: /Toyota Prius 2010 hybrid/ }).first()).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'LocalBusiness', name: 'Sophea Motors' });
  if (js) expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner assigns it to Vanna, who then answers for it on the ad page.
  await open(page, `/me/store-${storeId}`, js);
  const row = page.getByTestId('store-ad').filter({ hasText: 'Toyota Prius 2010 hybrid' });
  // The poster answers for it first.
  await expect(row).toContainText(`Assigned to ${owner.name}`);
  await row.getByLabel('Assign “Toyota Prius 2010 hybrid” to').selectOption({ label: staff.name });
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('The ad is assigned.')).toBeVisible();
  await expect(row).toContainText(`Assigned to ${staff.name}`);
  if (js) expect(await seriousViolations(page)).toEqual([]);
  await open(page, adUrl, js);
  await expect(page.getByText(staff.name).first()).toBeVisible();

  // Moved back to the owner's own account: the store page no longer lists it.
  await open(page, `/me/store-${storeId}`, js);
  await row.getByRole('button', { name: 'Move to the poster’s own account' }).click();
  await expect(page.getByText('The ad is back in its poster’s own account.')).toBeVisible();
  await expect(page.getByText('The store has no ads yet.')).toBeVisible();
  await open(page, `/${username}`, js);
  await expect(page.getByTestId('store-active-ads')).toHaveText('0 active ads');

  // The store's settings start with its profile.
  await open(page, `/me/store-${storeId}/settings`, js);
  await expect(page).toHaveURL(new RegExp(`/me/store-${storeId}/settings/edit-store$`));

  // The owner changes the store's address: a reserved word is refused with what was typed kept.
  await open(page, `/me/store-${storeId}`, js);
  await page.getByTestId('change-store-username').click();
  await expect(page).toHaveURL(/\/settings\/change-store-username$/);
  if (js) expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Store username').fill('chats');
  await page.getByRole('button', { name: 'Change the username' }).click();
  await expect(page.getByText('This username is reserved. Please choose another.')).toBeVisible();
  await expect(page.getByLabel('Store username')).toHaveValue('chats');
  const renamed = `${username}x`;
  await page.getByLabel('Store username').fill(renamed);
  await page.getByRole('button', { name: 'Change the username' }).click();
  await expect(page.getByText('The store’s username is changed.')).toBeVisible();
  await open(page, `/${renamed}`, js);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sophea Motors');
  expect((await page.goto(`/${username}`))?.status()).toBe(404);

  await owner.context.close();
  await staff.context.close();
});
