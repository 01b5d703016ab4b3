import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { en } from '@repo/i18n';

/** With JavaScript, wait for hydration before interacting (the root effect sets the marker). */
export async function ready(page: Page, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled !== false)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The web server the browser tests run against (playwright.config.ts's `baseURL`). */
export const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;

/** The API the browser tests' web server talks to (see playwright.config.ts). */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4101}`;

let phonesMade = 0;

/**
 * A Cambodian mobile number no other test of the run uses: 012, the worker (each worker is its
 * own process, numbered once per run) and a count of this worker's numbers. Six random digits
 * collided now and then among the run's few hundred accounts (409 ACCOUNT_EXISTS).
 */
export function uniquePhone(): string {
  phonesMade += 1;
  const worker = test.info().workerIndex % 100;
  return `012${String(worker).padStart(2, '0')}${String(phonesMade % 10_000).padStart(4, '0')}`;
}

/** The E.164 form the API stores: +855 and the number without its leading 0. */
export function e164(phone: string): string {
  return `+855${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}

/**
 * The last code sent to a phone (E.164) or email, read from the API's development outbox
 * (the default sender writes messages there instead of sending them).
 */
export async function latestCode(recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(
      `${API_URL}/api/dev/outbox?to=${encodeURIComponent(recipient)}&limit=1`,
      { headers: { 'Device-Id': 'e2e-outbox-reader' } },
    );
    const body = (await response.json()) as { data: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${recipient}`);
}

/** How many messages the outbox holds for a recipient. */
export async function outboxCount(recipient: string): Promise<number> {
  const response = await fetch(
    `${API_URL}/api/dev/outbox?to=${encodeURIComponent(recipient)}&limit=50`,
    { headers: { 'Device-Id': 'e2e-outbox-reader' } },
  );
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** Creates and verifies an account straight through the API; its tokens, for a signed-in browser. */
export async function createAccount(
  phone = uniquePhone(),
  password = 'mango season 2026',
  firstName = 'Sreymom',
) {
  const headers = {
    'Device-Id': `e2e-${Math.random().toString(36).slice(2, 12)}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  const registered = await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ login: phone, first_name: firstName, last_name: 'Chan', password }),
  });
  if (!registered.ok)
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const { data: verification } = (await registered.json()) as { data: { ticket: string } };
  const verified = await fetch(`${API_URL}/auth/verify`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ticket: verification.ticket, code: await latestCode(e164(phone)) }),
  });
  if (!verified.ok) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  const { data } = (await verified.json()) as {
    data: { token: { access_token: string; refresh_token: string } };
  };
  return { phone, password, tokens: data.token };
}

/** Cookies that sign a browser context in with these tokens. */
export function sessionCookies(
  tokens: { access_token: string; refresh_token: string },
  url: string,
) {
  return [
    { name: 'access_token', value: tokens.access_token, url },
    { name: 'refresh_token', value: tokens.refresh_token, url },
  ];
}

type Account = Awaited<ReturnType<typeof createAccount>>;
type SessionTokens = Account['tokens'];

/**
 * Signs a browser context in, with the session cookies of `account`, or of a new account made
 * through the API. Answers the account (its phone, password and tokens).
 */
export async function signIn(context: BrowserContext): Promise<Account>;
export async function signIn<A extends { tokens: SessionTokens }>(
  context: BrowserContext,
  account: A,
): Promise<A>;
export async function signIn(context: BrowserContext, account?: { tokens: SessionTokens }) {
  const signedIn = account ?? (await createAccount());
  await context.addCookies(sessionCookies(signedIn.tokens, WEB_URL));
  return signedIn;
}

/** Fills the sign-in form on the page (in the catalog `c`'s language) and sends it. */
export async function submitSignInForm(
  page: Page,
  login: string,
  password: string,
  c: typeof en = en,
) {
  await page.getByLabel(c.auth.loginLabel).fill(login);
  await page.getByLabel(c.auth.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
}

/**
 * The page has no serious or critical accessibility violation (axe). Colours are judged once
 * the page is still: a contrast read in the middle of a transition (a toast fading, a link's
 * colour easing after a client navigation) is checked again half a second later, and only a
 * contrast that is still wrong fails. The failing elements are named in the message.
 */
export async function noSeriousViolations(page: Page) {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
  let violations = await serious();
  if (violations.length > 0 && violations.every((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    violations = await serious();
  }
  expect(
    violations.map((v) => v.id),
    violations
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      .join('; '),
  ).toEqual([]);
}

/** Nothing of the page is wider than a 360 px phone; the window's size is put back after. */
export async function fitsAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}
