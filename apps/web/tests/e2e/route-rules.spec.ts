import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

test('a route rule redirects before the page loads, keeping the language prefix and query', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/old-cars?sort=newest');
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/c-cars\?sort=newest$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
  await page.goto('/km/old-cars');
  await expect(page).toHaveURL(/\/km\/c-cars$/);
});

test('the server answers rules with their status and refuses forbidden targets', async ({
  request,
}) => {
  const permanent = await request.get('/old-cars', { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers().location).toBe('/c-cars');
  // An allowed external rule leaves the app (not followed: the test machine has no internet).
  const external = await request.get('/partner-bank', { maxRedirects: 0 });
  expect(external.status()).toBe(302);
  expect(external.headers().location).toBe('https://www.nbc.gov.kh/');
  // Anything that is not a same-site path never becomes a redirect target.
  for (const target of ['javascript:alert(1)', 'https://evil.example', '//evil.example']) {
    const response = await request.post('/color-mode', {
      form: { mode: 'dark', redirectTo: target },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/');
  }
});
