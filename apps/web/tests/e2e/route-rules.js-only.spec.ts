import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

test('route rules also apply to client-side navigations', async ({ page }) => {
  await page.goto('/');
  await ready(page, true);
  await page.evaluate(() => {
    (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(
      '/old-cars',
    );
  });
  await expect(page).toHaveURL(/\/c-cars$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
});
