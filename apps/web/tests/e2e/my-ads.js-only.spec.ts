import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, ready, signIn } from './fixtures.ts';
import { api, postAd } from './my-ads-fixtures.ts';

/** With JavaScript: the member's pages are accessible, hydrate without mismatches, and the delete dialog behaves as a dialog. */

async function seriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('My ads, liked and saved ads and insights: no serious accessibility violations, no hydration errors', async ({
  page,
  context,
}) => {
  // Five pages, each checked by axe, on a shared machine.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} ${message.text()}`);
  });
  const seller = await createAccount();
  const other = await postAd(seller.tokens.access_token, { title: 'Accessible kettle phone' });
  const member = await createAccount();
  const token = member.tokens.access_token;
  const own = await postAd(token, { title: 'Accessible own phone' });
  const sold = await postAd(token, { title: 'Accessible sold phone' });
  expect((await api(token, 'POST', `me/posts/${sold.id}/sold`, {})).status).toBe(200);
  expect((await api(token, 'POST', `me/likes/${other.id}`, { value: 'true' })).status).toBe(200);
  await signIn(context, member);

  const found: string[] = [];
  // English pages first: visiting /km sets the language cookie for the unprefixed paths.
  for (const path of ['/me', '/me/likes', '/km/me', '/km/me/saved', `/km/insights/${own.id}`]) {
    await page.goto(path);
    await ready(page, true);
    if (path.includes('insights')) await page.locator('main details > summary').click();
    if (path === '/me') await page.getByText('Auto-renew is off').click();
    found.push(...(await seriousViolations(page, path)));
  }
  expect(found).toEqual([]);
  // Dates and numbers are written by the server: the browser renders the same page.
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual(
    [],
  );
});

test('the delete dialog traps focus, closes with Escape and Cancel, and returns focus to its button', async ({
  page,
  context,
}) => {
  const member = await createAccount();
  const ad = await postAd(member.tokens.access_token, { title: 'Dialog tested phone' });
  await signIn(context, member);
  await page.goto('/me');
  await ready(page, true);
  const trigger = page
    .getByRole('article', { name: ad.title })
    .getByRole('button', { name: 'Delete', exact: true });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this ad?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('article', { name: ad.title })).toBeVisible();
});
