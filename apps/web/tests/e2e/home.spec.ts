import { expect, test, type Page } from '@playwright/test';

async function ready(page: Page, javaScriptEnabled: boolean | undefined) {
  // With JavaScript, wait for hydration before anything else (root effect sets the marker).
  if (javaScriptEnabled !== false)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const tree = (page: Page) => page.getByTestId('category-tree');
const provinces = (page: Page) => page.getByTestId('province-list');

test('the home page shows the main categories and the provinces in English', async ({
  page,
  javaScriptEnabled,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/Psar/);
  await expect(tree(page).locator(':scope > li')).toHaveCount(12);
  await expect(tree(page).locator('li[data-slug="phones-tablets"] h3')).toHaveText(
    'Phones & Tablets',
  );
  await expect(tree(page).locator('li[data-slug="foods"]')).toContainText('Foods');
  // The subcategories are on the main category's page, not on the home page (ADR 0024).
  await expect(tree(page).locator('li[data-slug="cars-vehicles"]')).not.toContainText(
    'Motorcycles',
  );
  await expect(tree(page).getByRole('link')).toHaveCount(12);
  await expect(provinces(page).locator('li')).toHaveCount(25);
  await expect(provinces(page).locator('li[data-slug="phnom-penh"]')).toHaveText('Phnom Penh');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'device_id')?.value).toMatch(/^[0-9a-f-]{36}$/);

  // One tap leads from a main category to its subcategories.
  await tree(page).getByRole('link', { name: 'Cars & Vehicles' }).click();
  await expect(page).toHaveURL(/\/c-cars-vehicles$/);
  await expect(page.getByRole('link', { name: 'Motorcycles', exact: true })).toHaveAttribute(
    'href',
    '/c-motorcycles',
  );
});

test('?lng=km renders the home page in Khmer with real Khmer glyphs', async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await page.goto('/?lng=km');
  await ready(page, javaScriptEnabled);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(tree(page).locator('li[data-slug="phones-tablets"] h3')).toHaveText(
    'ទូរស័ព្ទ និងថេប្លេត',
  );
  await expect(tree(page).locator('li[data-slug="house-land"] h3')).toHaveText('ផ្ទះ និងដី');
  await expect(provinces(page).locator('li[data-slug="phnom-penh"]')).toHaveText('ភ្នំពេញ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ទិញ និងលក់គ្រប់យ៉ាងនៅកម្ពុជា');

  if (javaScriptEnabled !== false) {
    // The self-hosted Noto Sans Khmer must be the face that draws the text, not a fallback box.
    // Only the page's own text can make the browser fetch it (its unicode-range is Khmer).
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.includes('Noto Sans Khmer') && face.status === 'loaded',
      );
    });
    expect(fontLoaded).toBe(true);
  }
  await page.screenshot({ path: testInfo.outputPath('home-km.png'), fullPage: true });
  await testInfo.attach('home-km', {
    path: testInfo.outputPath('home-km.png'),
    contentType: 'image/png',
  });
});

test('the locale cookie picks Khmer on the unprefixed page, /en overrides it', async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  await context.addCookies([{ name: 'locale', value: 'km', url: baseURL! }]);
  await page.goto('/');
  await ready(page, javaScriptEnabled);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(provinces(page).locator('li[data-slug="siem-reap"]')).toHaveText('សៀមរាប');
  await page.goto('/en');
  await ready(page, javaScriptEnabled);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(provinces(page).locator('li[data-slug="siem-reap"]')).toHaveText('Siem Reap');
});

test('an unknown path shows the translated not-found page with HTTP 404', async ({ page }) => {
  const english = await page.goto('/no/such/page');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const khmer = await page.goto('/km/no-such-page');
  expect(khmer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('រកមិនឃើញទំព័រ');
  await page.getByRole('link', { name: 'ត្រឡប់ទៅទំព័រដើម' }).click();
  await expect(page).toHaveURL(/\/km$/);
  await expect(provinces(page).locator('li[data-slug="phnom-penh"]')).toHaveText('ភ្នំពេញ');
});
