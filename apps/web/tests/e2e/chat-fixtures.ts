import type { Browser, Page } from '@playwright/test';
import { createAccount, ready, signIn } from './fixtures.ts';
import { api } from './my-ads-fixtures.ts';

/** The chat tests' members and conversations (chats.spec.ts, chat-live.js-only.spec.ts). */

/** A member signed in in a browser context of their own. */
export async function chatMember(browser: Browser, javaScriptEnabled: boolean, firstName: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  const account = await signIn(context, await createAccount(undefined, undefined, firstName));
  const page = await context.newPage();
  return {
    context,
    page,
    token: account.tokens.access_token,
    name: `${firstName} Chan`,
    phone: account.phone,
  };
}

/** Opens a page and waits for hydration when JavaScript is on. */
export async function openPage(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  await ready(page, javaScriptEnabled);
}

/** A buyer's first message about an ad, through the API; the conversation's id. */
export async function startChat(buyerToken: string, adId: string, text: string) {
  const { status, body } = await api<{ data: { conversation_id: string } }>(
    buyerToken,
    'POST',
    'chats',
    { ad_id: adId, client_id: `e2e-${Math.random().toString(36).slice(2, 14)}`, text },
  );
  if (status !== 201 && status !== 200) throw new Error(`start failed: ${status}`);
  return body.data.conversation_id;
}
