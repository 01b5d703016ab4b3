import { expect, test, type Page } from '@playwright/test';
import { e164, latestCode, ready, uniquePhone } from './fixtures.ts';

/** Through the stand-in Google's account chooser (tests/fake-google.mjs) and back. */
async function continueWithGoogle(page: Page, js: boolean | undefined, email: string) {
  await page.goto('/login');
  await ready(page, js);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Vannak');
  await page.getByLabel('Last name').fill('Chea');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('Google sign-in: a new account adds its phone once, then signs straight in', async ({
  page,
  javaScriptEnabled,
}) => {
  const email = `vannak.${Date.now()}.${Math.floor(Math.random() * 1e6)}@gmail.com`;
  await continueWithGoogle(page, javaScriptEnabled, email);

  await expect(page).toHaveURL(/\/auth\/set-phone$/);
  await ready(page, javaScriptEnabled);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.getByLabel('Verification code').fill(await latestCode(e164(phone)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vannak' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await continueWithGoogle(page, javaScriptEnabled, email);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vannak' })).toBeVisible();
});

test('a Google callback with a forged state is refused with a clear message', async ({ page }) => {
  await page.goto('/auth?code=abc&state=forged');
  await expect(page).toHaveURL(/\/login\?error=google$/);
  await expect(
    page.getByText('Google sign-in did not work. Please try again or sign in with your phone.'),
  ).toBeVisible();
});
