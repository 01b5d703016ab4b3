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
