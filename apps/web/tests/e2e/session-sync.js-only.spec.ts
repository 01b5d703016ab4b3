import { expect, test } from '@playwright/test';
import { createAccount, ready, sessionCookies, signIn } from './fixtures.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;
/** The web server's default SESSION_DELAYS.renewToken (60 s before expiry). */
const RENEW_BEFORE_MS = 60_000;

test('signing out in one tab signs out the other at once', async ({ context }) => {
  await signIn(context);
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto('/safety-tips');
    await ready(page, true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sreymom' })).toBeVisible();
  }
  await first.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(first.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // No reload, no navigation in the second tab: the storage signal revalidates it.
  await expect(second.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(second).toHaveURL(/\/safety-tips$/);
});

test('the leader tab renews the tokens shortly before they expire', async ({ context, page }) => {
  const { tokens } = await createAccount();
  await context.addCookies([
    ...sessionCookies(tokens, BASE),
    // Pretend the token expires in 61.5 s: the renewal is due in 1.5 s.
    { name: 'token_expire_at', value: String(Date.now() + RENEW_BEFORE_MS + 1_500), url: BASE },
  ]);
  await page.goto('/');
  await ready(page, true);
  await expect(page.locator('html')).toHaveAttribute('data-session-leader', 'true');
  await expect
    .poll(
      async () => (await context.cookies(BASE)).find((c) => c.name === 'refresh_token')?.value,
      { timeout: 10_000 },
    )
    .not.toBe(tokens.refresh_token);
  const expireAt = Number(
    (await context.cookies(BASE)).find((c) => c.name === 'token_expire_at')?.value,
  );
  expect(expireAt - Date.now()).toBeGreaterThan(10 * 60_000);
  // Still signed in with the new tokens.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sreymom' })).toBeVisible();
});
