import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

test('back-to-top appears after scrolling past 1.2 screens and scrolls up', async ({ page }) => {
  await page.goto('/privacy-policy');
  await ready(page, true);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  const height = await page.evaluate(() => window.innerHeight);
  await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 1.3));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('a flash toast shows after a form post and is cleared on navigation', async ({ page }) => {
  await page.goto('/feedback');
  await ready(page, true);
  await page.getByLabel('Your feedback').fill('Please show prices in riel as well as dollars.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Thank you! Your feedback has been sent.');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety tips' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Safety tips');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`at ${width} px a toast opens below the header's row, which stays usable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/feedback');
    await ready(page, true);
    await page.getByLabel('Your feedback').fill('The toast must not hide the menu.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    const header = page.getByRole('banner');
    const control = header.getByRole('link', { name: 'Post an ad' });
    const controlBox = await control.boundingBox();
    // Once it has slid in (it enters from above the viewport).
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(controlBox!.y + controlBox!.height);
    // Clicked while the toast is still up: the click reaches the header, not the toast.
    await control.click({ timeout: 1_000 });
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
}

test('at most five toasts show at once, and a tooltip explains the copy button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/safety-tips');
  await ready(page, true);
  const copy = page.getByRole('button', { name: 'Copy link' });
  await copy.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Copy the address of this page to share it');
  await copy.click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  // Six more at once (one click each, in one task): shell toasts last only 2 s.
  await copy.evaluate((button: HTMLElement) => {
    for (let i = 0; i < 6; i += 1) button.click();
  });
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(5);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/safety-tips$/);
  // Shell toasts last 2 s.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
});

test('the Khmer font is preloaded and Khmer text does not shift the layout', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { __shift: number }).__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/km/safety-tips');
  await ready(page, true);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Khmer"', 'សុវត្ថិភាព'))).toBe(
    true,
  );
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.01);
});
