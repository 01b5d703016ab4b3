import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

test('a page exists in three forms with hreflang alternates and a canonical link', async ({
  page,
  javaScriptEnabled,
}) => {
  for (const [path, lang, heading] of [
    ['/safety-tips', 'en', 'Safety tips'],
    ['/en/safety-tips', 'en', 'Safety tips'],
    ['/km/safety-tips', 'km', 'គន្លឹះសុវត្ថិភាព'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await ready(page, javaScriptEnabled);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.locator('link[rel="alternate"][hreflang="km"]')).toHaveAttribute(
      'href',
      /\/km\/safety-tips$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /[^m]\/safety-tips$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/safety-tips$`),
    );
  }
});

test('unknown slugs and ids of the root-level patterns answer 404 with the not-found page', async ({
  page,
}) => {
  for (const path of [
    '/c-no-such-category',
    '/all-ads-in-atlantis',
    '/old-phone-adid-999999',
    '/nobody.here',
    '/c-',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found');
  }
  const khmer = await page.goto('/km/c-no-such-category');
  expect(khmer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('រកមិនឃើញទំព័រ');
});

test('category and location pages are real: names, breadcrumbs and links down the tree', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/km/c-cars-vehicles');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('រថយន្ត និងយានជំនិះ');
  await page.getByRole('link', { name: 'ម៉ូតូ', exact: true }).click();
  await expect(page).toHaveURL(/\/km\/c-motorcycles$/);
  await expect(page.getByRole('navigation', { name: 'ទីតាំងទំព័រ' })).toContainText('រថយន្ត និងយានជំនិះ');

  await page.goto('/en/all-ads-in-siem-reap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads in Siem Reap');
});

test('the language switch keeps the page and its query, and the choice is remembered', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/search?q=house');
  await ready(page, javaScriptEnabled);
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'ខ្មែរ' })
    .click();
  await expect(page).toHaveURL(/\/km\/search\?q=house$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('searchbox').last()).toHaveValue('house');
  await page.goto('/');
  await ready(page, javaScriptEnabled);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
});

test('the colour mode persists across a reload and is in the first HTML (no flash)', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/');
  await ready(page, javaScriptEnabled);
  // The choice is stored by a POST; reload only once it has been answered.
  const stored = page.waitForResponse(
    (response) => response.url().includes('/color-mode') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Dark' }).click();
  await stored;
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html[^>]*class="dark"/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    background,
  );
});

test('every page has the feedback tab; it opens the feedback form knowing where you came from', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/km/c-pets');
  await ready(page, javaScriptEnabled);
  const tab = page.getByRole('link', { name: 'មតិកែលម្អ' }).last();
  await expect(tab).toHaveAttribute('href', '/km/feedback?from=%2Fkm%2Fc-pets');
  await tab.click();
  await expect(page).toHaveURL(/\/km\/feedback\?from=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('មតិកែលម្អ');
});

test('the footer links to the content pages, each with real text', async ({ page }) => {
  // A page without a feed: the home page's grows as its end comes near, moving the footer.
  await page.goto('/feedback');
  const footer = page.getByRole('contentinfo');
  for (const [name, heading] of [
    ['Safety tips', 'Safety tips'],
    ['Posting rules', 'Posting rules'],
    ['Privacy policy', 'Privacy policy'],
  ] as const) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // The page streams in: the heading may be there before the end of the text.
    await expect
      .poll(async () => (await page.locator('article').innerText()).length)
      .toBeGreaterThan(1500);
    await page.goBack();
  }
});

test('long Khmer pages carry no NUL byte, rendered or served from the page cache', async ({
  request,
}) => {
  for (const path of ['/en', '/km', '/km/search-result', '/km/c-cars-vehicles', '/km/all-ads']) {
    // The second request of an anonymous page is answered from the shared page cache.
    for (const round of ['rendered', 'cached']) {
      const response = await request.get(path);
      expect(response.status(), `${path} ${round}`).toBe(200);
      const body = await response.body();
      expect(body.length, path).toBeGreaterThan(10_000);
      expect(body.indexOf(0), `${path} ${round}: first NUL byte`).toBe(-1);
    }
  }
});
