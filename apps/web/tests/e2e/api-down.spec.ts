import { expect, test } from '@playwright/test';
import { API_DOWN_WEB_PORT } from '../../playwright.config.ts';

const home = `http://127.0.0.1:${API_DOWN_WEB_PORT}`;

test('with the API unreachable the home page still renders and says what is missing', async ({
  page,
}) => {
  const response = await page.goto(`${home}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Buy and sell anything in Cambodia',
  );
  await expect(page.getByRole('alert').first()).toHaveText(
    'Categories could not be loaded right now.',
  );
  await expect(page.getByRole('alert').nth(1)).toHaveText(
    'Provinces could not be loaded right now.',
  );

  await page.goto(`${home}/km`);
  await expect(page.getByRole('alert').first()).toHaveText('មិនអាចផ្ទុកប្រភេទបានទេនៅពេលនេះ។');
});

test('with the API unreachable other pages say the service is unavailable instead of crashing', async ({
  page,
}) => {
  const category = await page.goto(`${home}/c-cars`);
  expect(category?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service unavailable !');
  // The title says it too, not "Internal Server Error".
  await expect(page).toHaveTitle('Service unavailable !');
  await expect(
    page.getByText('Our service is currently unavailable. Please try again later.'),
  ).toBeVisible();

  await page.goto(`${home}/feedback`);
  await page.getByLabel('Your feedback').fill('The site is down for me right now.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The server has no response please check your internet connection!',
  );
  await expect(page.getByLabel('Your feedback')).toHaveValue('The site is down for me right now.');
});
