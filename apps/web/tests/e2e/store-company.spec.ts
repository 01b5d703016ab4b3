import { expect, test, type Page } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { noSeriousViolations } from './fixtures.ts';
import { postListingAd } from './listing-fixtures.ts';
import { api } from './my-ads-fixtures.ts';

/**
 * A store's company profile for job seekers (ADR 0051, the spec's `/me/store-{id}/resume`):
 * the owner fills it with JavaScript on and off, a website that is not http(s) is refused
 * with the rest kept; the store's page and its job ads show it; staff only read it.
 */

/** Nothing wider than the window (at 360 px, the narrowest phone we serve): else what sticks out. */
async function fitsWidth(page: Page) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const found = [`page is ${document.documentElement.scrollWidth}px wide in ${width}px`];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0 && getComputedStyle(element).position !== 'fixed')
        found.push(`${element.tagName} ${element.className} right=${Math.round(box.right)}`);
      if (found.length > 8) break;
    }
    return found;
  });
  expect(problems).toEqual([]);
}

test('the owner fills the company profile; a bad website is refused with the rest kept; the store page, its job ads and its staff show it', async ({
  browser,
  javaScriptEnabled,
}) => {
  // Three members, four pages and axe: up to 90 s on a busy machine.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Sreymom');
  const username = `angkorbrew${Date.now() % 1_000_000}${js ? 'j' : 'n'}${Math.floor(Math.random() * 100)}`;
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Angkor Brew Coffee',
    username,
  });
  expect(created.status).toBe(201);
  const storeId = created.body.data.id;
  const storePath = `/me/store-${storeId}`;

  const page = owner.page;
  await open(page, storePath, js);
  await page.getByTestId('store-company-link').click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/resume$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company profile');

  await page.getByLabel('Industry', { exact: true }).fill('Coffee shops');
  await page.getByLabel('Company size').selectOption({ label: '11–50 people' });
  await page.getByLabel('Founded in (year)').fill('2016');
  await page.getByLabel('Website', { exact: true }).fill('javascript:alert(1)');
  await page
    .getByLabel('Benefits', { exact: true })
    .fill('Free lunch\nHealth insurance\n\nKhmer New Year bonus');
  await page
    .getByLabel('How we hire', { exact: true })
    .fill('A short call, then a paid trial day with the team.');
  await page.getByLabel('Working languages', { exact: true }).fill('Khmer\nEnglish');
  await page.getByRole('button', { name: 'Save the company profile' }).click();

  await expect(
    page.getByText('Enter a website address starting with https:// or http://', { exact: true }),
  ).toBeVisible();
  // Nothing typed is lost, the refused address included (to be corrected).
  await expect(page.getByLabel('Website', { exact: true })).toHaveValue('javascript:alert(1)');
  await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Coffee shops');
  await expect(page.getByLabel('Company size')).toHaveValue('11-50');
  await expect(page.getByLabel('Founded in (year)')).toHaveValue('2016');
  await expect(page.getByLabel('Benefits', { exact: true })).toHaveValue(
    'Free lunch\nHealth insurance\n\nKhmer New Year bonus',
  );
  await expect(page.getByLabel('Working languages', { exact: true })).toHaveValue('Khmer\nEnglish');
  // And nothing was saved.
  const before = await api<{ data: { industry: string } }>(
    owner.token,
    'GET',
    `me/stores/${storeId}/company`,
  );
  expect(before.body.data.industry).toBe('');

  await page.getByLabel('Website', { exact: true }).fill('angkorbrew.example.com/jobs');
  await page.getByRole('button', { name: 'Save the company profile' }).click();
  await expect(page.getByText('Company profile saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${storePath}/resume$`));
  // The form starts from what is saved: the lists one a line, the address read as https.
  await expect(page.getByLabel('Website', { exact: true })).toHaveValue(
    'https://angkorbrew.example.com/jobs',
  );
  await expect(page.getByLabel('Benefits', { exact: true })).toHaveValue(
    'Free lunch\nHealth insurance\nKhmer New Year bonus',
  );
  if (js) await noSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await fitsWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The public store page: "Working here".
  await open(page, `/${username}`, js);
  const section = page.getByTestId('store-company');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Working here');
  await expect(section).toContainText('Coffee shops');
  await expect(section).toContainText('11–50 people');
  await expect(section).toContainText('2016');
  await expect(section).toContainText('Khmer, English');
  await expect(section.getByTestId('company-benefits').getByRole('listitem')).toHaveText([
    'Free lunch',
    'Health insurance',
    'Khmer New Year bonus',
  ]);
  await expect(section).toContainText('A short call, then a paid trial day with the team.');
  await expect(section.getByTestId('company-website')).toHaveAttribute(
    'href',
    'https://angkorbrew.example.com/jobs',
  );
  if (js) await noSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, `/${username}`, js);
  await fitsWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The store's job ad shows it beside the store's card; its other ads do not.
  const job = await postListingAd(owner.token, '601', 'Barista, morning shift', {
    job_type: 'full-time',
    store_id: storeId,
  });
  await open(page, `/job-adid-${job.id}`, js);
  await expect(page.getByTestId('ad-store-card')).toContainText('Angkor Brew Coffee');
  const card = page.getByTestId('ad-company-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('About the company');
  await expect(card).toContainText('Coffee shops');
  await expect(card.getByTestId('company-benefits')).toContainText('Health insurance');
  const phone = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/posts', {
    category_id: '101',
    title: 'Espresso machine, used',
    description: 'Two groups, serviced last month.',
    price: '900',
    price_kind: 'fixed',
    province_id: '12',
    address: 'Street 63, BKK1',
    contact_name: 'Sreymom',
    phones: ['012 345 678'],
    condition: 'used',
    color: 'silver',
    store_id: storeId,
  });
  expect(phone.status, JSON.stringify(phone.body)).toBe(201);
  await open(page, `/espresso-adid-${phone.body.data.id}`, js);
  await expect(page.getByTestId('ad-store-card')).toBeVisible();
  await expect(page.getByTestId('ad-company-card')).toHaveCount(0);

  // Staff read the profile and get no form.
  const staff = await member(browser, js, 'Vanna');
  expect(
    (await api(owner.token, 'POST', `me/stores/${storeId}/members`, { login: staff.phone })).status,
  ).toBe(200);
  expect(
    (await api(staff.token, 'POST', `me/stores/${storeId}/invitation`, { accept: 'true' })).status,
  ).toBe(200);
  await open(staff.page, `${storePath}/resume`, js);
  await expect(
    staff.page.getByText('Only the owner and managers change the company profile.'),
  ).toBeVisible();
  await expect(staff.page.getByTestId('company-profile')).toContainText('Coffee shops');
  await expect(staff.page.getByRole('button', { name: 'Save the company profile' })).toHaveCount(0);

  // Another member learns nothing of it.
  const stranger = await member(browser, js, 'Kosal');
  const response = await stranger.page.goto(`${storePath}/resume`);
  expect(response?.status()).toBe(404);

  await Promise.all([owner.context.close(), staff.context.close(), stranger.context.close()]);
});
