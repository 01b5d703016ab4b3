import { expect, test, type Browser } from '@playwright/test';
import { en, km } from '@repo/i18n';
import { e164, latestCode, ready, signIn, submitSignInForm, uniquePhone } from './fixtures.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;

test('change password: a wrong current password is refused, a right one signs out other devices', async ({
  page,
  context,
  browser,
  javaScriptEnabled,
}) => {
  const account = await signIn(context);
  // A second device, signed in with the same account.
  const other = await createSecondDevice(browser, account.phone, account.password);

  await page.goto('/me/settings/change-password');
  await ready(page, javaScriptEnabled);
  await expect(
    page
      .getByRole('navigation', { name: 'Account settings' })
      .getByRole('link', { name: 'Change password' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Current password').fill('not it at all');
  await page.getByLabel('New password').fill('a fresh new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('Change password failed!');
  await expect(page.getByRole('alert')).toContainText('Your current password is not correct.');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password').fill('a fresh new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password is changed. Your other devices have been signed out.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sreymom' })).toBeVisible();

  await other.page.goto('/me');
  await expect(other.page).toHaveURL(/\/login\?redirect=%2Fme$/);
  await other.context.close();
});

async function createSecondDevice(browser: Browser, phone: string, password: string) {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto('/login');
  await submitSignInForm(page, phone, password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sreymom' })).toBeVisible();
  return { context, page };
}

test('change username: reserved names are refused, a good one is saved', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await signIn(context);
  await page.goto('/km/me/settings/change-username');
  await ready(page, javaScriptEnabled);
  await page.getByLabel('ឈ្មោះអ្នកប្រើ').fill('search');
  await page.getByRole('button', { name: 'រក្សាទុកឈ្មោះអ្នកប្រើ' }).click();
  await expect(page.getByText('ឈ្មោះអ្នកប្រើនេះត្រូវបានបម្រុងទុក។ សូមជ្រើសរើសឈ្មោះផ្សេង។')).toBeVisible();
  const name = `sreymom.${Math.floor(Math.random() * 1e8)}`;
  await page.getByLabel('ឈ្មោះអ្នកប្រើ').fill(name);
  await page.getByRole('button', { name: 'រក្សាទុកឈ្មោះអ្នកប្រើ' }).click();
  await expect(page.getByText('ឈ្មោះអ្នកប្រើរបស់អ្នកត្រូវបានរក្សាទុកហើយ។')).toBeVisible();
  await page.goto('/km/me');
  await expect(page.getByText(`@${name}`)).toBeVisible();
});

for (const { prefix, c } of [
  { prefix: '', c: en },
  { prefix: '/km', c: km },
] as const) {
  test(`${prefix || '/en'}: change phone: a code to the new number confirms it`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await signIn(context);
    await page.goto(`${prefix}/me/settings/change-phone`);
    await ready(page, javaScriptEnabled);
    const phone = uniquePhone();
    await page.getByLabel(c.settings.phone.new).fill(phone);
    await page.getByRole('button', { name: c.auth.setPhone.submit }).click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/me/settings/change-phone/confirm-phone-code$`),
    );
    await page.getByLabel(c.auth.codeLabel).fill(await latestCode(e164(phone)));
    await page.getByRole('button', { name: c.auth.verify.submit }).click();
    await expect(page.getByText(c.settings.phone.changed)).toBeVisible();
    await page.goto(`${prefix}/me`);
    await expect(
      page.getByText(phone.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')),
    ).toBeVisible();
  });
}
