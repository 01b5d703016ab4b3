// Long on purpose: the listing's browser journeys (filters, sorts, pages, chips, cache, API down) side by side.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_DOWN_WEB_PORT } from '../../playwright.config.ts';
import { API_URL, createAccount, ready, signIn } from './fixtures.ts';
import { apiForm, postCar, uniqueWord } from './listing-fixtures.ts';

/**
 * Listings (ADR 0012): `/c-{category}`, `/all-ads-in-{location}`, `/all-ads` and
 * `/search-result` share one listing: filters in the address, removable chips, sorts, keyset
 * pages, notes about what the address asked for and could not be used. Every test posts its
 * own ads through the API, their titles carrying a word no other ad has.
 */

/** Three cars whose titles share a unique word, at three prices. */
async function postThree() {
  const word = uniqueWord();
  const { tokens } = await createAccount();
  const cheap = `Toyota Camry 2018 ${word}`;
  const middle = `Honda Civic 2019 ${word}`;
  const dear = `Lexus RX 2020 ${word}`;
  // Posted dearest first, so the default sort (latest) is not the price order.
  await postCar(tokens.access_token, dear, 3500);
  await postCar(tokens.access_token, cheap, 1500);
  await postCar(tokens.access_token, middle, 2500);
  return { word, cheap, middle, dear, tokens };
}

const cards = (page: Page) => page.getByTestId('listing-cards').getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /ads?$/ });

test('a category lists its ads; price filters narrow them, a chip removes one, sorts order them', async ({
  page,
  javaScriptEnabled,
}) => {
  const { word, cheap, middle, dear } = await postThree();

  const response = await page.goto('/c-cars');
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
  for (const title of [cheap, middle, dear])
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  // The path fixes the category: the form has no category field.
  const form = page.getByRole('search', { name: 'Filter ads' });
  await expect(form.getByLabel('Category')).toHaveCount(0);

  // Filter: this run's ads from $2,000.
  await form.getByLabel('Keyword').fill(word);
  await form.getByLabel('Lowest price (USD)').fill('2000');
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(new RegExp(`/c-cars\\?(.*&)?q=${word}(&|$)`));
  await expect(page).toHaveURL(/price_min=2000/);
  await expect(count(page)).toHaveText('2 ads');
  await expect(cards(page)).toHaveText([middle, dear]);
  await expect(page.getByRole('link', { name: cheap })).toHaveCount(0);
  // The form shows what the address holds.
  await expect(form.getByLabel('Lowest price (USD)')).toHaveValue('2000');

  // A chip removes its filter (and only it).
  const chip = page.getByRole('link', { name: 'Remove filter: From $2,000' });
  await expect(chip).toHaveAttribute('href', `/c-cars?q=${word}`);
  await expect(page.getByRole('link', { name: `Remove filter: “${word}”` })).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(`/c-cars?q=${word}`);
  await expect(count(page)).toHaveText('3 ads');
  await expect(page.getByRole('link', { name: /^Remove filter: From/ })).toHaveCount(0);

  // Sort by price, low to high.
  await ready(page, javaScriptEnabled);
  await form.getByLabel('Sort by').selectOption('price-asc');
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cards(page)).toHaveText([cheap, middle, dear]);

  // A highest price below the lowest is swapped, and the page says so.
  await page.goto(`/c-cars?q=${word}&price_min=3000&price_max=2000`);
  await expect(page.getByTestId('listing-notes')).toContainText(
    'The lowest and highest price were the wrong way round, so they were swapped.',
  );
  await expect(cards(page)).toHaveText([middle]);

  // The province's page lists them too, the place fixed by its path.
  await page.goto(`/all-ads-in-phnom-penh?q=${word}&sort=price-desc`);
  await expect(cards(page)).toHaveText([dear, middle, cheap]);
  // Its filter form starts at its place, to choose a district from (ADR 0015).
  await expect(page.getByRole('search', { name: 'Filter ads' }).getByLabel('Province')).toHaveValue(
    'phnom-penh',
  );
});

test('a reversed price range typed in the form is swapped, and the page says so', async ({
  page,
  javaScriptEnabled,
}) => {
  const { word, middle } = await postThree();
  await page.goto(`/c-cars?q=${word}`);
  await ready(page, javaScriptEnabled);
  const form = page.getByRole('search', { name: 'Filter ads' });
  await form.getByLabel('Lowest price (USD)').fill('3000');
  await form.getByLabel('Highest price (USD)').fill('2000');
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page.getByTestId('listing-notes')).toContainText(
    'The lowest and highest price were the wrong way round, so they were swapped.',
  );
  await expect(cards(page)).toHaveText([middle]);
  // The form shows the range as the page used it.
  await expect(form.getByLabel('Lowest price (USD)')).toHaveValue('2000');
  await expect(form.getByLabel('Highest price (USD)')).toHaveValue('3000');
});

test('pages follow one another by a link, or are appended while scrolling with JavaScript', async ({
  page,
  javaScriptEnabled,
}) => {
  const { word, cheap, middle, dear } = await postThree();
  await page.goto(`/all-ads?q=${word}&sort=price-asc&limit=2`);
  await ready(page, javaScriptEnabled);
  await expect(count(page)).toHaveText('3 ads');
  const next = page.getByRole('navigation', { name: 'More ads' }).getByRole('link', {
    name: 'Next page',
  });
  if (javaScriptEnabled === false) {
    await expect(cards(page)).toHaveText([cheap, middle]);
    await expect(next).toHaveAttribute(
      'href',
      /^\/all-ads\?q=\w+&sort=price-asc&cursor=[\w-]+&limit=2$/,
    );
    await next.click();
    await expect(cards(page)).toHaveText([dear]);
  } else {
    await page.getByTestId('listing-cards').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(cards(page)).toHaveText([cheap, middle, dear]);
  }
  await expect(page.getByText('No more.')).toBeVisible();
  await expect(next).toHaveCount(0);
});

test('a bad address still shows the listing, with notes on what was ignored', async ({
  page,
  javaScriptEnabled,
}) => {
  for (const path of ['/all-ads', '/c-cars', '/search-result']) {
    const response = await page.goto(`${path}?price_min=-1&sort=zzz&cursor=%%%&condition=mint`);
    expect(response?.status(), path).toBe(200);
    await ready(page, javaScriptEnabled);
    const notes = page.getByTestId('listing-notes');
    await expect(notes).toContainText('Some filters were ignored:');
    await expect(notes.getByRole('listitem')).toHaveText([
      'Lowest price: this value was not understood.',
      'Condition: this value was not understood.',
      'Sort by: this value was not understood.',
      'The page link was out of date, so the list starts again from the first page.',
    ]);
    // Nothing it ignored is a filter.
    await expect(page.getByTestId('listing-chip')).toHaveCount(0);
  }
  // A tampered cursor of the right form restarts at the first page.
  const response = await page.goto('/all-ads?cursor=bm90LWEtY3Vyc29y');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('listing-notes')).toContainText(
    'The page link was out of date, so the list starts again from the first page.',
  );
});

test('search finds an ad by a word of its title, from the header or the search page, in English and Khmer', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  const { tokens } = await createAccount();
  const title = `Toyota Prius hybrid ${word}`;
  await postCar(tokens.access_token, title, 9800);
  await postCar(tokens.access_token, `Toyota Prius hybrid ${uniqueWord()}`, 9900);

  await page.goto('/');
  await ready(page, javaScriptEnabled);
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search ads' }).fill(word);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/search-result?q=${word}`);
  await expect(page).toHaveTitle(`Results for “${word}” | Psar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expect(count(page)).toHaveText('1 ad');
  await expect(cards(page)).toHaveText([title]);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    new RegExp(`-adid-\\d+$`),
  );

  // The search page's form (the listing's filters) leads to the results too.
  await page.goto('/search');
  await ready(page, javaScriptEnabled);
  const searchForm = page.getByRole('main').getByRole('search', { name: 'Filter ads' });
  await searchForm.getByLabel('Keyword').fill(word);
  await searchForm.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
  await searchForm.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-result\\?q=${word}&`));
  await expect(page).toHaveURL(/location=phnom-penh/);
  await expect(cards(page)).toHaveText([title]);
  await page.goto(`/search-result?q=${word}`);

  // Removing the keyword lists every ad.
  await page.getByRole('link', { name: `Remove filter: “${word}”` }).click();
  await expect(page).toHaveURL('/search-result');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');

  // Khmer: the count in Khmer digits, the chip in Khmer.
  await page.goto(`/km/search-result?q=${word}`);
  await expect(page.getByRole('heading', { level: 2, name: 'ការផ្សាយ ១' })).toBeVisible();
  await expect(page.getByRole('link', { name: `ដកតម្រងចេញ៖ ពាក្យគន្លឹះ “${word}”` })).toHaveAttribute(
    'href',
    '/km/search-result',
  );

  // A misspelt word finds the ad through similar words, and the page says so.
  const misspelt = `${word.slice(0, -1)}${word.endsWith('x') ? 'y' : 'x'}`;
  await page.goto(`/en/search-result?q=${misspelt}`);
  await expect(cards(page)).toHaveText([title]);
  await expect(page.getByTestId('listing-similar')).toHaveText(
    `No ad has exactly “${misspelt}”: these have similar words.`,
  );

  // A word no ad has (in English again: the Khmer page kept its language in the cookie).
  await page.goto(`/en/search-result?q=${uniqueWord()}`);
  await expect(page.getByText('No results.')).toBeVisible();
  await expect(count(page)).toHaveText('0 ads');
});

test("visitors share one render of a listing for a few seconds; a member's cards show their likes", async ({
  page,
  request,
  context,
  javaScriptEnabled,
}) => {
  const { word, cheap, tokens } = await postThree();
  for (const path of [`/all-ads?q=${word}`, `/c-cars?q=${word}`, `/search-result?q=${word}`]) {
    const device = () => `device_id=e2e-listing-${Math.random().toString(36).slice(2)}`;
    const first = await request.get(path, { headers: { cookie: device() } });
    expect(first.status(), path).toBe(200);
    expect(first.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=5');
    const second = await request.get(path, { headers: { cookie: device() } });
    expect(second.headers()['x-page-cache'], path).toBe('hit');
  }

  // The member liked one of the ads: their listing says so, and is theirs alone.
  const liked = await page.request.get(`${API_URL}/api/posts?q=${word}&sort=price-asc`, {
    headers: { 'Device-Id': 'e2e-listing' },
  });
  const [cheapest] = ((await liked.json()) as { data: { items: { id: string }[] } }).data.items;
  await apiForm(
    'POST',
    `me/likes/${cheapest!.id}`,
    tokens.access_token,
    new URLSearchParams({ value: 'true' }),
  );
  await signIn(context, { tokens });
  const response = await page.goto(`/all-ads?q=${word}`);
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('button', { name: `Like ${cheap}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Like Honda/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a listing with ads has no serious accessibility problems', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'axe runs in the page');
  const { word } = await postThree();
  await page.goto(`/c-cars?q=${word}&price_min=1000&condition=used`);
  await ready(page, javaScriptEnabled);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});

test('with the API unreachable a listing still renders, says so and offers to try again', async ({
  page,
  javaScriptEnabled,
}) => {
  const down = `http://127.0.0.1:${API_DOWN_WEB_PORT}`;
  const response = await page.goto(`${down}/search-result?q=honda&sort=price-asc&cursor=%%%`);
  expect(response?.status()).toBe(200);
  // Incomplete pages are never shared.
  expect(response?.headers()['cache-control']).not.toContain('public');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “honda”');
  await expect(page.getByText('The ads could not be loaded. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/search-result?q=honda&sort=price-asc',
  );
  await expect(page.getByRole('link', { name: 'Remove filter: “honda”' })).toBeVisible();
  const allAds = await page.goto(`${down}/all-ads`);
  expect(allAds?.status()).toBe(200);
  await expect(page.getByText('The ads could not be loaded. Please try again.')).toBeVisible();
});

test('the category field offers the main categories, then the subcategories of the one chosen', async ({
  page,
  javaScriptEnabled,
}) => {
  const { word, cheap } = await postThree();
  await page.goto(`/all-ads?q=${word}`);
  await ready(page, javaScriptEnabled);
  const form = page.getByRole('search', { name: 'Filter ads' });
  const category = form.getByLabel('Category');
  // Every main category, none of their subcategories yet (ADR 0024).
  await expect(category.locator('optgroup')).toHaveCount(12);
  await expect(category.locator('option[value="cars-vehicles"]')).toHaveText(
    'All of Cars & Vehicles',
  );
  await expect(category.locator('option[value="cars"]')).toHaveCount(0);

  await category.selectOption('cars-vehicles');
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/category=cars-vehicles/);
  await ready(page, javaScriptEnabled);
  // The chosen one's subcategories are now there; the other main categories stay short.
  await expect(category.locator('option[value="motorcycles"]')).toHaveText('Motorcycles');
  await expect(category.locator('option[value="laptops"]')).toHaveCount(0);
  await category.selectOption('cars');
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/category=cars(&|$)/);
  await expect(page.getByRole('link', { name: cheap })).toBeVisible();
  await expect(category).toHaveValue('cars');
  await expect(category.locator('option[value="bicycles"]')).toHaveText('Bicycles');
});
