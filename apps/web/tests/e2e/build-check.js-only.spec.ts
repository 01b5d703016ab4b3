import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

const marker = () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true;

test('after a new build is deployed the next navigation loads as a full page, once', async ({
  page,
}) => {
  // The deployment is faked at the HTTP boundary: the server reports another build id.
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build' } }),
  );
  // A page without a feed: the home page's grows as its end comes near, moving the footer.
  await page.goto('/feedback');
  await ready(page, true);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const fullLoad = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety tips' }).click();
  await fullLoad;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Safety tips');
  // A full reload dropped the marker set on the old document.
  expect(await page.evaluate(marker)).toBe(false);

  // Within 10 s on the same path there is no second reload.
  await ready(page, true);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await page.evaluate(() => {
    (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(
      '/safety-tips?again=1',
    );
  });
  await expect(page).toHaveURL(/again=1/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(marker)).toBe(true);
});

test('the same build never reloads on navigation', async ({ page }) => {
  // A page without a feed: the home page's grows as its end comes near, moving the footer.
  await page.goto('/feedback');
  await ready(page, true);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Posting rules' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Posting rules');
  expect(await page.evaluate(marker)).toBe(true);
});

test('a chunk that fails to load is recovered with a reload', async ({ page }) => {
  // A page without a feed: the home page's grows as its end comes near, moving the footer.
  await page.goto('/feedback');
  await ready(page, true);
  let failed = 0;
  // The contact page's code is fetched on first navigation; fail that fetch once.
  await page.route(/\/assets\/contact-us-[^/]+\.js$/, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByLabel('Your name')).toBeVisible();
  expect(failed).toBe(1);
});
