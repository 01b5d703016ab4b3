import { expect, test } from '@playwright/test';
import { createAccount, ready, signIn } from './fixtures.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;

test('a signed-out visitor on a signed-in page is sent to sign in, with the way back', async ({
  page,
}) => {
  for (const [path, login] of [
    ['/me', '/login?redirect=%2Fme'],
    ['/km/me/settings', '/km/login?redirect=%2Fkm%2Fme%2Fsettings'],
    ['/me/store-12/members?tab=all', '/login?redirect=%2Fme%2Fstore-12%2Fmembers%3Ftab%3Dall'],
  ] as const) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe(login);
  }
});

test('signed in, the account pages render in their layouts and a foreign store is a 404', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await signIn(context);
  await page.goto('/me');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sreymom Chan');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/me\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  // The setting layout: a side navigation marking the current page, and the footer.
  const nav = page.getByRole('navigation', { name: 'Account settings' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const store = await page.goto('/km/me/store-12');
  expect(store?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('រកមិនឃើញទំព័រ');
  expect((await page.goto('/me/not-a-page'))?.status()).toBe(404);
});

test('a made-up access token is no session: the guard sends the visitor to sign in', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'access_token', value: 'made-up-token-1234567890', url: BASE },
  ]);
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fme$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an expired access token is renewed with the refresh token, also without JavaScript', async ({
  page,
  context,
}) => {
  const { tokens } = await createAccount();
  // Only the refresh token: the access token cookie has expired and is gone.
  await context.addCookies([{ name: 'refresh_token', value: tokens.refresh_token, url: BASE }]);
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sreymom Chan');
  const cookies = await context.cookies(BASE);
  const access = cookies.find((cookie) => cookie.name === 'access_token');
  expect(access?.httpOnly).toBe(true);
  expect(access?.sameSite).toBe('Lax');
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')?.value).not.toBe(
    tokens.refresh_token,
  );
  expect(
    Number(cookies.find((cookie) => cookie.name === 'token_expire_at')?.value),
  ).toBeGreaterThan(Date.now());
});

test('GET /api/_auth/session loads the session; DELETE signs out on the server too', async ({
  playwright,
}) => {
  const { tokens } = await createAccount();
  const origin = BASE;
  const cookie = `access_token=${tokens.access_token}; refresh_token=${tokens.refresh_token}`;
  const request = await playwright.request.newContext({ baseURL: BASE });
  const loaded = await request.get('/api/_auth/session', {
    headers: { cookie, accept: 'application/json' },
  });
  expect(loaded.status()).toBe(200);
  const session = (await loaded.json()) as { loggedIn: boolean; user: { first_name: string } };
  expect(session.loggedIn).toBe(true);
  expect(session.user.first_name).toBe('Sreymom');

  const deleted = await request.delete('/api/_auth/session', { headers: { cookie, origin } });
  expect(deleted.status()).toBe(200);
  expect(deleted.headers()['set-cookie']).toMatch(/access_token=;[^\n]*Max-Age=0/);
  // The refresh token is revoked on the API: it cannot bring the session back.
  const after = await request.get('/api/_auth/session', {
    headers: { cookie: `refresh_token=${tokens.refresh_token}`, accept: 'application/json' },
  });
  expect(((await after.json()) as { loggedIn: boolean }).loggedIn).toBe(false);
  // An empty session for a visitor without cookies.
  expect(await (await request.get('/api/_auth/session')).json()).toEqual({
    loggedIn: false,
    user: null,
  });
  await request.dispose();
});
