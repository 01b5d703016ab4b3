import { expect, test } from '@playwright/test';
import { en, km } from '@repo/i18n';
import { API_URL, latestCode, ready, signIn } from './fixtures.ts';

/** A member who signed up with an email address (the unread-message email goes there). */
async function emailAccount() {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = {
    'Device-Id': `e2e-${Math.random().toString(36).slice(2, 12)}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  const registered = await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      login: email,
      first_name: 'Sreymom',
      last_name: 'Chan',
      password: 'mango season 2026',
    }),
  });
  const { data: verification } = (await registered.json()) as { data: { ticket: string } };
  const verified = await fetch(`${API_URL}/auth/verify`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ticket: verification.ticket, code: await latestCode(email) }),
  });
  const { data } = (await verified.json()) as {
    data: { token: { access_token: string; refresh_token: string } };
  };
  return { email, tokens: data.token };
}

test('the unread-message email is turned off and on again in the settings', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const account = await signIn(context, await emailAccount());
  await page.goto('/me/settings');
  await ready(page, javaScriptEnabled);
  const box = page.getByRole('checkbox', { name: en.notifications.email.label });
  await expect(box).toBeChecked();
  await expect(page.getByText(`Emails go to ${account.email}.`)).toBeVisible();

  await box.uncheck();
  await page.getByRole('button', { name: en.notifications.email.save }).click();
  await expect(page.getByText(en.notifications.email.savedOff).first()).toBeVisible();
  await page.reload();
  await ready(page, javaScriptEnabled);
  await expect(box).not.toBeChecked();

  await box.check();
  await page.getByRole('button', { name: en.notifications.email.save }).click();
  await expect(page.getByText(en.notifications.email.savedOn).first()).toBeVisible();
  await expect(box).toBeChecked();
});

test('in Khmer, an account without an email address is told why no email comes', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await signIn(context);
  await page.goto('/km/me/settings');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('checkbox', { name: km.notifications.email.label })).toBeChecked();
  await expect(page.getByText(km.notifications.email.noEmail, { exact: false })).toBeVisible();
});

test('an unsubscribe link changes nothing until its button is pressed, and a token that is nobody’s says so', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/unsubscribe?token=${'A'.repeat(43)}`);
  await ready(page, javaScriptEnabled);
  await expect(
    page.getByRole('heading', { name: en.notifications.unsubscribe.title }),
  ).toBeVisible();
  await expect(page.getByText(en.notifications.unsubscribe.description)).toBeVisible();
  await page.getByRole('button', { name: en.notifications.unsubscribe.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(en.notifications.unsubscribe.invalid);
  await expect(
    page.getByRole('link', { name: en.notifications.unsubscribe.settings }),
  ).toBeVisible();

  // A cut-short link is not a token: no button, the message at once.
  await page.goto('/km/unsubscribe?token=abc');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('alert')).toHaveText(km.notifications.unsubscribe.invalid);
  await expect(page.getByRole('button', { name: km.notifications.unsubscribe.submit })).toHaveCount(
    0,
  );
});
