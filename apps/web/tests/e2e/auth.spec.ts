import { expect, test, type Page } from '@playwright/test';
import { en, km } from '@repo/i18n';
import {
  API_URL,
  createAccount,
  e164,
  latestCode,
  ready,
  submitSignInForm,
  uniquePhone,
} from './fixtures.ts';

const PASSWORD = 'mango season 2026';

type Catalog = typeof en;
const LANGUAGES = [
  { prefix: '', c: en },
  { prefix: '/km', c: km },
] as const;

async function register(page: Page, js: boolean | undefined, login: string, prefix = '') {
  const c = prefix === '/km' ? km : en;
  await page.goto(`${prefix}/register`);
  await ready(page, js);
  await page.getByLabel(c.auth.firstNameLabel).fill('Dara');
  await page.getByLabel(c.auth.lastNameLabel).fill('Sok');
  await page.getByLabel(c.auth.loginLabel).fill(login);
  await page.getByLabel(c.auth.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: c.auth.register.submit }).click();
}

async function enterCode(page: Page, recipient: string, c: Catalog = en) {
  await page.getByLabel(c.auth.codeLabel).fill(await latestCode(recipient));
  await page.getByRole('button', { name: c.auth.verify.submit }).click();
}

async function signIn(
  page: Page,
  js: boolean | undefined,
  c: Catalog,
  login: string,
  password: string,
) {
  await ready(page, js);
  await submitSignInForm(page, login, password, c);
}

for (const { prefix, c } of LANGUAGES) {
  test(`${prefix || '/en'}: register → verify → sign out → sign in → reset the password`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // A long journey: five password hashes (argon2id) and a dozen pages.
    test.slow();
    const phone = uniquePhone();
    const header = page.getByRole('banner');
    const signOut = () => header.getByRole('button', { name: c.auth.signOut }).click();
    await register(page, javaScriptEnabled, phone, prefix);

    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/verify$`));
    await expect(page.getByText(c.auth.verify.sentSms.split('{{')[0]!.trim())).toBeVisible();
    await enterCode(page, e164(phone), c);
    await expect(page.getByText(c.auth.register.created)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dara' })).toBeVisible();

    await header.getByRole('link', { name: 'Dara' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dara Sok');
    await expect(
      page.getByText(phone.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')),
    ).toBeVisible();

    await signOut();
    await expect(header.getByRole('link', { name: c.auth.signIn })).toBeVisible();
    await expect(page.getByText(c.auth.signedOut)).toBeVisible();

    // A signed-in page sends us to sign in and back.
    await page.goto(`${prefix}/me/settings`);
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/login\\?redirect=${encodeURIComponent(`${prefix}/me/settings`)}$`),
    );
    await signIn(page, javaScriptEnabled, c, phone, 'not my password');
    await expect(page.getByRole('alert')).toContainText(c.auth.login.failed);
    await expect(page.getByRole('alert')).toContainText(c.auth.reason.INVALID_CREDENTIALS);
    await expect(page.getByLabel(c.auth.loginLabel)).toHaveValue(phone);
    await expect(page.getByLabel(c.auth.passwordLabel, { exact: true })).toHaveValue('');
    await page.getByLabel(c.auth.passwordLabel, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/me/settings$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.account.settingsTitle);

    // Signed in, the guest-only pages send us to /me.
    await page.goto(`${prefix}/login`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/me$`));

    await signOut();
    await expect(header.getByRole('link', { name: c.auth.signIn })).toBeVisible();
    await page.goto(`${prefix}/forgot-password`);
    await ready(page, javaScriptEnabled);
    await page.getByLabel(c.auth.loginLabel).fill(phone);
    await page.getByRole('button', { name: c.auth.forgot.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/verify$`));
    await enterCode(page, e164(phone), c);
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/set-new-password$`));
    await ready(page, javaScriptEnabled);
    await page.getByLabel(c.auth.newPasswordLabel).fill('a brand new password');
    await page.getByRole('button', { name: c.auth.setNewPassword.submit }).click();
    await expect(page.getByText(c.auth.setNewPassword.done)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dara' })).toBeVisible();

    await signOut();
    await page.goto(`${prefix}/login`);
    await signIn(page, javaScriptEnabled, c, phone, PASSWORD);
    await expect(page.getByRole('alert')).toContainText(c.auth.login.failed);
    await signIn(page, javaScriptEnabled, c, phone, 'a brand new password');
    await expect(header.getByRole('link', { name: 'Dara' })).toBeVisible();
  });
}

test('in Khmer: bad input is explained and kept, a taken number says Register failed!', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/km/register');
  await ready(page, javaScriptEnabled);
  await page.getByLabel('នាមខ្លួន').fill('សុខា');
  await page.getByLabel('លេខទូរស័ព្ទ ឬអ៊ីមែល').fill('0123');
  await page.getByLabel('ពាក្យសម្ងាត់').fill('short');
  await page.getByRole('button', { name: 'បង្កើតគណនី' }).click();
  await expect(
    page.getByText('សូមបញ្ចូលលេខទូរស័ព្ទនៅកម្ពុជា (ដូចជា 012 345 678) ឬអាសយដ្ឋានអ៊ីមែល។'),
  ).toBeVisible();
  await expect(page.getByText('សូមបញ្ចូលនាមត្រកូលរបស់អ្នក។')).toBeVisible();
  await expect(page.getByText('សូមប្រើយ៉ាងហោចណាស់ ៨ តួអក្សរ។')).toBeVisible();
  await expect(page.getByLabel('នាមខ្លួន')).toHaveValue('សុខា');

  const phone = uniquePhone();
  await register(page, javaScriptEnabled, phone, '/km');
  await expect(page).toHaveURL(/\/km\/auth\/verify$/);
  await enterCode(page, e164(phone), km);
  await expect(page.getByRole('banner').getByRole('button', { name: 'ចាកចេញ' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'ចាកចេញ' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ចូលគណនី' })).toBeVisible();

  await register(page, javaScriptEnabled, phone, '/km');
  await expect(page.getByRole('alert')).toContainText('ចុះឈ្មោះមិនបានសម្រេច!');
  await expect(page.getByRole('alert')).toContainText('មានគណនីប្រើលេខទូរស័ព្ទ ឬអ៊ីមែលនេះរួចហើយ។');
  await expect(page.getByLabel('លេខទូរស័ព្ទ ឬអ៊ីមែល')).toHaveValue(phone);
});

test('five wrong codes lead to the Max sent code screen', async ({ page, javaScriptEnabled }) => {
  const email = `dara.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await register(page, javaScriptEnabled, email);
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByText(/We sent a 6-digit code by email to/)).toBeVisible();
  const code = await latestCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 4; i += 1) {
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('This code is not correct.');
  }
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/auth\/max-sent-code$/);
  await expect(
    page.getByText('You have reached the maximum number of attempts. Please try again later.'),
  ).toBeVisible();
});

test('a form post from another site is refused with 403', async ({ request }) => {
  const response = await request.post('/login', {
    form: { login: '012345678', password: 'whatever' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const same = await request.post('/logout', {
    headers: { Origin: `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}` },
    maxRedirects: 0,
  });
  expect(same.status()).toBe(303);
});

test('an account under attack: the owner on a new device signs in with a code, not locked out', async ({
  page,
  javaScriptEnabled,
}) => {
  const { phone, password } = await createAccount();
  // A stranger's failures from other addresses (LOGIN_CODE_AFTER_FAILURES is 3 here).
  for (let n = 0; n < 3; n += 1) {
    const response = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Device-Id': `e2e-stranger-${n}-${phone}`,
        'X-Forwarded-For': `198.51.100.${n + 1}`,
      },
      body: new URLSearchParams({ login: phone, password: `guess ${n}` }),
    });
    expect(response.status).toBe(401);
  }
  await page.goto('/login');
  await signIn(page, javaScriptEnabled, en, phone, password);
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByText(en.auth.verify.loginCheck)).toBeVisible();
  await enterCode(page, e164(phone));
  await expect(page.getByText(en.auth.signedIn)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sreymom' })).toBeVisible();
});

test('a developer reads the codes the outbox kept on /dev/outbox', async ({ page }) => {
  const { phone } = await createAccount();
  await page.goto(`/dev/outbox?to=${encodeURIComponent(e164(phone))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outbox (development)');
  await expect(page.getByText(/Your Psar code is \d{6}\./)).toBeVisible();
});

test('"Post an ad" in the header: a visitor signs in and comes back to the post form', async ({
  page,
  javaScriptEnabled,
}) => {
  const { phone, password } = await createAccount();
  await page.goto('/km');
  await ready(page, javaScriptEnabled);
  await page.getByRole('banner').getByRole('link', { name: km.header.postAd }).click();
  await expect(page).toHaveURL(/\/km\/login\?redirect=%2Fkm%2Fpost$/);
  await ready(page, javaScriptEnabled);
  await submitSignInForm(page, phone, password, km);
  await expect(page).toHaveURL(/\/km\/post$/);
  // The home page offers it too.
  await page.goto('/en');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('main').getByRole('link', { name: en.home.postAd })).toHaveAttribute(
    'href',
    '/en/post',
  );
});
