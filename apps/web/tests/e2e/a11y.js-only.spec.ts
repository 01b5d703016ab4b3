import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ready, signIn } from './fixtures.ts';

const PAGES = [
  '/',
  '/km',
  '/search?q=phone',
  '/km/c-house-land',
  '/c-cars',
  '/all-ads-in-phnom-penh',
  '/safety-tips',
  '/km/posting-rule',
  '/privacy-policy',
  '/feedback',
  '/km/contact-us',
  '/login',
  '/km/register',
  '/forgot-password',
  '/auth/max-sent-code',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await ready(page, true);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}

test('the dark colour mode has no serious contrast problems either', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'colorMode', value: 'dark', url: baseURL! }]);
  await page.goto('/contact-us');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('the signed-in pages have no serious or critical accessibility violations', async ({
  page,
  context,
}) => {
  // Four pages, each loaded, hydrated and scanned by axe (8–10 s a page on a busy 2-core CI).
  test.slow();
  await signIn(context);
  for (const path of [
    '/me',
    '/me/settings',
    '/me/create-store',
    '/km/me/settings/change-password',
    '/me/settings/change-phone',
  ]) {
    await page.goto(path);
    await ready(page, true);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
