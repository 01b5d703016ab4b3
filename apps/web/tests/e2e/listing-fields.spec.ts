import { expect, test, type Page } from '@playwright/test';
import { createAccount, ready } from './fixtures.ts';
import { postListingAd, uniqueWord } from './listing-fixtures.ts';

/**
 * A category's own filters and the job sorts (ADR 0028): cars by
 * brand, year and transmission, property by sale or rent and bedrooms, jobs by start date, as
 * plain fields of the GET filter form (so with JavaScript and without), with chips and notes.
 * Every test posts its own ads through the API, their titles carrying a word no other ad has,
 * and always filters by it (other tests post ads at the same time).
 */

const CATEGORY = { cars: '401', condos: '505', salesJobs: '601' } as const;

/** Posts an ad of this category with these fields, as this member, through the API. */
async function post(
  token: string,
  categoryId: string,
  title: string,
  fields: Record<string, string>,
) {
  await postListingAd(token, categoryId, title, fields);
  return title;
}

const cards = (page: Page) => page.getByTestId('listing-cards').getByRole('heading', { level: 3 });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter ads' });
const chip = (page: Page, label: string) =>
  page.getByRole('link', { name: `Remove filter: ${label}` });

test('cars filter by brand, year range and transmission; a chip removes one', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord('zf');
  const { tokens } = await createAccount();
  const car = (title: string, fields: Record<string, string>) =>
    post(tokens.access_token, CATEGORY.cars, `${title} ${word}`, {
      condition: 'used',
      color: 'white',
      ...fields,
    });
  const camry = await car('Toyota Camry', { brand: 'toyota', year: '2018', transmission: 'auto' });
  await car('Toyota Corolla old', { brand: 'toyota', year: '2009', transmission: 'auto' });
  const vios = await car('Toyota Vios stick', {
    brand: 'toyota',
    year: '2019',
    transmission: 'manual',
  });
  await car('Honda Civic', { brand: 'honda', year: '2018', transmission: 'auto' });

  await page.goto(`/c-cars?q=${word}`);
  await ready(page, javaScriptEnabled);
  await expect(cards(page)).toHaveCount(4);
  const form = filters(page);
  const more = form.getByRole('group', { name: 'More filters' });
  await more.getByLabel('Brand').selectOption({ label: 'Toyota' });
  await more.getByLabel('Year from').fill('2015');
  await more.getByLabel('Year to').fill('2020');
  await more.getByLabel('Transmission').selectOption({ label: 'Automatic' });
  await form.getByRole('button', { name: 'Show ads' }).click();

  for (const param of ['brand=toyota', 'year_min=2015', 'year_max=2020', 'transmission=auto'])
    await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
  await expect(cards(page)).toHaveText([camry]);
  for (const label of ['Toyota', '2015 or newer', '2020 or older', 'Automatic'])
    await expect(chip(page, label)).toBeVisible();
  // The form shows what the address holds.
  await expect(more.getByLabel('Brand')).toHaveValue('toyota');
  await expect(more.getByLabel('Year from')).toHaveValue('2015');

  // Without the transmission the manual Vios is in too (latest first).
  await chip(page, 'Automatic').click();
  await expect(page).not.toHaveURL(/transmission=/);
  await expect(cards(page)).toHaveText([vios, camry]);

  // "Cars & Vehicles" also holds car parts and rentals: no car filters there, and a note.
  await page.goto(`/c-cars-vehicles?q=${word}&brand=toyota`);
  await ready(page, javaScriptEnabled);
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByTestId('listing-notes')).toContainText(
    'Brand: not available in this category, so it was ignored.',
  );
  await expect(filters(page).getByRole('group', { name: 'More filters' })).toHaveCount(0);
  await expect(page.getByTestId('listing-chip')).toHaveCount(1);
});

test('property filters by sale or rent and a bedroom minimum, in English and Khmer', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord('zf');
  const { tokens } = await createAccount();
  const home = (title: string, offer: string, bedrooms: string) =>
    post(tokens.access_token, CATEGORY.condos, `${title} ${word}`, {
      offer_type: offer,
      bedrooms,
    });
  await home('Studio to rent', 'rent', '1');
  const two = await home('Two bed condo to rent', 'rent', '2');
  const three = await home('Three bed flat to rent', 'rent', '3');
  await home('Three bed condo for sale', 'sale', '3');

  // The main category: every subcategory of it is property.
  await page.goto(`/c-house-land?q=${word}`);
  await ready(page, javaScriptEnabled);
  const more = filters(page).getByRole('group', { name: 'More filters' });
  await more.getByLabel('For sale or rent').selectOption({ label: 'For rent' });
  await more.getByLabel('Bedrooms').selectOption({ label: '2+' });
  await filters(page).getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/[?&]offer_type=rent(&|$)/);
  await expect(page).toHaveURL(/[?&]bedrooms=2(&|$)/);
  await expect(cards(page)).toHaveText([three, two]);
  await expect(chip(page, 'For rent')).toBeVisible();
  await expect(chip(page, '2+ bedrooms')).toHaveAttribute(
    'href',
    `/c-house-land?q=${word}&offer_type=rent`,
  );

  // Khmer: the chips and the group in Khmer, the bedroom count in Khmer digits.
  await page.goto(`/km/c-house-land?q=${word}&offer_type=rent&bedrooms=2`);
  await ready(page, javaScriptEnabled);
  await expect(cards(page)).toHaveText([three, two]);
  await expect(page.getByRole('link', { name: 'ដកតម្រងចេញ៖ សម្រាប់ជួល' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ដកតម្រងចេញ៖ បន្ទប់គេង ២+' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'តម្រងបន្ថែម' })).toBeVisible();

  // A bad value is dropped with a note; the rest still filters.
  await page.goto(`/en/c-house-land?q=${word}&offer_type=rent&bedrooms=lots`);
  await expect(page.getByTestId('listing-notes')).toContainText(
    'Bedrooms: this value was not understood.',
  );
  await expect(cards(page)).toHaveCount(3);
});

test('jobs sort by start date, earliest first and undated last; other categories do not offer it', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord('zf');
  const { tokens } = await createAccount();
  const job = (title: string, start?: string) =>
    post(tokens.access_token, CATEGORY.salesJobs, `${title} ${word}`, {
      job_type: 'full-time',
      ...(start ? { start_date: start } : {}),
    });
  const march = await job('Sales manager', '2027-03-01');
  const january = await job('Shop assistant', '2027-01-10');
  const undated = await job('Marketing officer');
  const february = await job('Cashier', '2027-02-01');

  await page.goto(`/c-jobs?q=${word}`);
  await ready(page, javaScriptEnabled);
  await expect(cards(page)).toHaveText([february, undated, january, march]);
  await filters(page).getByLabel('Sort by').selectOption({ label: 'Start date: earliest first' });
  await filters(page).getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/[?&]sort=start-date(&|$)/);
  await expect(cards(page)).toHaveText([january, february, march, undated]);
  await expect(filters(page).getByLabel('Sort by')).toHaveValue('start-date');

  // Cars have no job sorts: the select does not offer them, and an address asking gets a note.
  await page.goto(`/c-cars?q=${word}&sort=start-date`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId('listing-notes')).toContainText(
    'Sort by: not available in this category, so it was ignored.',
  );
  await expect(
    filters(page)
      .getByLabel('Sort by')
      .getByRole('option', { name: /Start date/ }),
  ).toHaveCount(0);
});
