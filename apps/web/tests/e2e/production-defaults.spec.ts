import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { en } from '@repo/i18n';
import { ready, uniquePhone } from './fixtures.ts';

/**
 * The marketplace as a stranger starts it with `pnpm start` (ADR 0021): production settings,
 * no development routes, and no SMS gateway, so codes are printed on the API's console (its log
 * file here) and appear in no HTTP answer.
 */
const WEB = `http://127.0.0.1:${process.env.E2E_PRODUCTION_WEB_PORT ?? 4104}`;
const API = `http://127.0.0.1:${process.env.E2E_PRODUCTION_API_PORT ?? 4105}`;
const PASSWORD = 'mango season 2026';

/** The last code the API printed on its console for a phone (E.164). */
async function printedCode(e164: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const log = readFileSync(process.env.E2E_PRODUCTION_API_LOG!, 'utf8');
    const lines = log.split('\n').filter((line) => line.includes(`sms to ${e164} `));
    const code = /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${e164} on the API's console`);
}

/**
 * Every HTTP answer the browser receives (headers, and the bodies of pages and data; the
 * build's hashed scripts and styles are the same for everyone), to look for codes in.
 */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    bodies.push(`${response.url()} ${JSON.stringify(await response.allHeaders())}`);
    if (new URL(response.url()).pathname.startsWith('/assets/')) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

/** The code as a number of its own (not six digits inside a longer one). */
const holds = (body: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(body);

test('with the default settings, no outbox answers over HTTP', async ({ request }) => {
  for (const path of ['/dev/outbox', '/km/dev/outbox', '/dev/outbox?to=012345678']) {
    expect((await request.get(`${WEB}${path}`)).status(), path).toBe(404);
  }
  const api = await request.get(`${API}/api/dev/outbox`, {
    headers: { 'Device-Id': 'e2e-production-defaults' },
  });
  expect(api.status()).toBe(404);
  expect((await api.json()).data.code).toBe('ROUTE_NOT_FOUND');
  const premium = await request.post(`${API}/api/dev/posts/1/premium`, {
    headers: { 'Device-Id': 'e2e-production-defaults' },
    form: { days: '7' },
  });
  expect(premium.status()).toBe(404);
});

test('the operator finishes a sign-up and a reset with codes from the console; no answer holds a code', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const bodies = recordBodies(page);
  const phone = uniquePhone();
  const e164 = `+855${phone.slice(1)}`;

  await page.goto(`${WEB}/register`);
  await ready(page, javaScriptEnabled);
  await page.getByLabel(en.auth.firstNameLabel).fill('Dara');
  await page.getByLabel(en.auth.lastNameLabel).fill('Sok');
  await page.getByLabel(en.auth.loginLabel).fill(phone);
  await page.getByLabel(en.auth.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.register.submit }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  const signUpCode = await printedCode(e164);
  await page.getByLabel(en.auth.codeLabel).fill(signUpCode);
  await page.getByRole('button', { name: en.auth.verify.submit }).click();
  await expect(page.getByText(en.auth.register.created)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: en.auth.signOut }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: en.auth.signIn })).toBeVisible();
  await page.goto(`${WEB}/forgot-password`);
  await ready(page, javaScriptEnabled);
  await page.getByLabel(en.auth.loginLabel).fill(phone);
  await page.getByRole('button', { name: en.auth.forgot.submit }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  const resetCode = await printedCode(e164);
  expect(resetCode).not.toBe(signUpCode);
  // The outbox pages a stranger would try, after the code was sent.
  for (const path of ['/dev/outbox', `/dev/outbox?to=${encodeURIComponent(e164)}`]) {
    const response = await page.request.get(`${WEB}${path}`);
    expect(response.status()).toBe(404);
    bodies.push(await response.text());
  }
  const api = await page.request.get(`${API}/api/dev/outbox?to=${encodeURIComponent(e164)}`, {
    headers: { 'Device-Id': 'e2e-production-defaults' },
  });
  expect(api.status()).toBe(404);
  bodies.push(await api.text());

  await page.waitForLoadState('load');
  for (const code of [signUpCode, resetCode]) {
    expect(bodies.filter((body) => holds(body, code))).toEqual([]);
  }
  // The reset still works for the one who reads the console.
  await page.getByLabel(en.auth.codeLabel).fill(resetCode);
  await page.getByRole('button', { name: en.auth.verify.submit }).click();
  await expect(page).toHaveURL(/\/auth\/set-new-password$/);
});
