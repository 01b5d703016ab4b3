import { expect, test, type Page } from '@playwright/test';
import { en, km } from '@repo/i18n';
import { e164, latestCode, ready, uniquePhone } from './fixtures.ts';

type Catalog = typeof en;

/** Through the stand-in Google's account chooser (tests/fake-google.mjs) and back. */
async function continueWithGoogle(
  page: Page,
  js: boolean | undefined,
  prefix: string,
  c: Catalog,
  email: string,
) {
  await page.goto(`${prefix}/login`);
  await ready(page, js);
  await page.getByRole('button', { name: c.auth.googleButton }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Vannak');
  await page.getByLabel('Last name').fill('Chea');
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const { prefix, c } of [
  { prefix: '', c: en },
  { prefix: '/km', c: km },
] as const) {
  test(`${prefix || '/en'}: Google sign-in adds the phone once, then signs straight in`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = `vannak.${Date.now()}.${Math.floor(Math.random() * 1e6)}@gmail.com`;
    await continueWithGoogle(page, javaScriptEnabled, prefix, c, email);

    // Google comes back to /auth; the language is the one the visitor chose (locale cookie).
    await expect(page).toHaveURL(/\/auth\/set-phone$/);
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.auth.setPhone.title);
    await page.getByLabel(c.auth.phoneLabel).fill('12345');
    await page.getByRole('button', { name: c.auth.setPhone.submit }).click();
    await expect(page.getByText(c.validation.invalidPhone)).toBeVisible();
    const phone = uniquePhone();
    await page.getByLabel(c.auth.phoneLabel).fill(phone);
    await page.getByRole('button', { name: c.auth.setPhone.submit }).click();
    await expect(page).toHaveURL(/\/auth\/verify$/);
    await page.getByLabel(c.auth.codeLabel).fill(await latestCode(e164(phone)));
    await page.getByRole('button', { name: c.auth.verify.submit }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Vannak' })).toBeVisible();

    await header.getByRole('button', { name: c.auth.signOut }).click();
    await expect(header.getByRole('link', { name: c.auth.signIn })).toBeVisible();
    await continueWithGoogle(page, javaScriptEnabled, prefix, c, email);
    await expect(page.getByText(c.auth.signedIn)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Vannak' })).toBeVisible();
  });
}

test('a Google callback with a forged state is refused with a clear message', async ({ page }) => {
  await page.goto('/auth?code=abc&state=forged');
  await expect(page).toHaveURL(/\/login\?error=google$/);
  await expect(page.getByRole('alert')).toHaveText(en.auth.google.failed);
});
