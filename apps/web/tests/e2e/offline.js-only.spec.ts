import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

test('a navigation that gets no answer says so and offers Retry', async ({ page, context }) => {
  await page.goto('/c-cars-vehicles');
  await ready(page, true);
  await context.setOffline(true);
  // Same page code, new data: only the data request can fail.
  await page.getByRole('link', { name: 'Motorcycles', exact: true }).click();
  await expect(
    page.getByText('The server has no response please check your internet connection!'),
  ).toBeVisible();
  const retry = page.getByRole('link', { name: 'Retry' });
  await expect(retry).toHaveAttribute('href', '/c-motorcycles');
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motorcycles');
});
