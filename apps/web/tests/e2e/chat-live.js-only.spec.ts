import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { chatMember, openPage, startChat } from './chat-fixtures.ts';
import { createAccount, WEB_URL } from './fixtures.ts';
import { postAd } from './my-ads-fixtures.ts';

/**
 * The live thread (issue 16, ADR 0038): the chat socket through the web server's proxy, messages
 * that arrive without a reload, and the Sent → Delivered → Read receipts.
 */

test('a message arrives live, and its sender sees it delivered, then read', async ({ browser }) => {
  const seller = await chatMember(browser, true, 'Rith');
  const buyer = await chatMember(browser, true, 'Nary');
  const ad = await postAd(seller.token, { title: 'Toyota Prius 2010' });
  const id = await startChat(buyer.token, ad.id, 'Hello, still for sale?');

  await openPage(buyer.page, `/chats?id=${id}`, true);
  const buyerThread = buyer.page.getByTestId('chat-thread');
  await expect(buyerThread).toHaveAttribute('data-live', 'live');
  // The seller has not opened anything yet: only sent.
  await expect(buyer.page.getByTestId('chat-message').first()).toContainText('Sent');

  // The seller's list page loads the conversation's thread: delivered, and read, live.
  await openPage(seller.page, `/chats?id=${id}`, true);
  await expect(seller.page.getByTestId('chat-thread')).toHaveAttribute('data-live', 'live');
  await expect(buyer.page.getByTestId('chat-message').first()).toContainText('Read');

  // The buyer writes over the socket: it shows at once on the seller's page, no reload.
  const navigations: string[] = [];
  seller.page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await buyer.page.getByTestId('chat-text').fill('Can I see it tomorrow at 9?');
  await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyer.page.getByTestId('chat-text')).toHaveValue('');
  const sellerMessages = seller.page.getByTestId('chat-message');
  await expect(sellerMessages).toHaveCount(2);
  await expect(sellerMessages.nth(1)).toContainText('Can I see it tomorrow at 9?');
  // The seller's page is open and shown: the buyer's message is read at once.
  const buyerMessages = buyer.page.getByTestId('chat-message');
  await expect(buyerMessages).toHaveCount(2);
  await expect(buyerMessages.nth(1)).toContainText('Read');
  await expect(buyer.page.getByTestId('chat-outgoing')).toHaveCount(0);

  // The answer comes back the same way, and nothing was sent twice.
  await seller.page.getByTestId('chat-text').fill('Yes, come to Street 271.');
  await seller.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerMessages).toHaveCount(3);
  await expect(buyerMessages.nth(2)).toContainText('Yes, come to Street 271.');
  await expect(sellerMessages).toHaveCount(3);
  expect(navigations).toEqual([]);

  // A reload shows the same thread from the server: three messages, in order.
  await openPage(buyer.page, `/chats?id=${id}`, true);
  await expect(buyerMessages).toHaveText([
    /Hello, still for sale\?/,
    /tomorrow at 9/,
    /Street 271/,
  ]);
  await seller.context.close();
  await buyer.context.close();
});

test('a message to a member whose tab is in the background shows Delivered, then Read when they look', async ({
  browser,
}) => {
  const seller = await chatMember(browser, true, 'Kosal');
  const buyer = await chatMember(browser, true, 'Malis');
  const ad = await postAd(seller.token, { title: 'Samsung A54' });
  const id = await startChat(buyer.token, ad.id, 'Hi');
  await openPage(seller.page, `/chats?id=${id}`, true);
  await expect(seller.page.getByTestId('chat-thread')).toHaveAttribute('data-live', 'live');
  await openPage(buyer.page, `/chats?id=${id}`, true);
  await expect(buyer.page.getByTestId('chat-thread')).toHaveAttribute('data-live', 'live');
  await expect(buyer.page.getByTestId('chat-message').first()).toContainText('Read');

  // The seller switches to another tab: the page is hidden.
  const setVisibility = (state: 'hidden' | 'visible') =>
    seller.page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await buyer.page.getByTestId('chat-text').fill('Is the battery original?');
  await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
  const last = buyer.page.getByTestId('chat-message').nth(1);
  await expect(last).toContainText('Delivered');
  await expect(seller.page.getByTestId('chat-message')).toHaveCount(2);
  // Back to the tab: now it is read.
  await setVisibility('visible');
  await expect(last).toContainText('Read');
  await seller.context.close();
  await buyer.context.close();
});

/** An upgrade to the web server's chat socket; the status it answers. */
function upgrade(headers: Record<string, string>, path = '/_chat/socket'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${WEB_URL}${path}`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version': '13',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('the socket opens only for a signed-in member of this site', async () => {
  const { tokens } = await createAccount();
  const cookie = `access_token=${tokens.access_token}; device_id=e2e-socket-device`;
  expect(await upgrade({ Cookie: cookie, Origin: WEB_URL })).toBe(101);
  // Another site cannot open it with the member's cookies.
  expect(await upgrade({ Cookie: cookie, Origin: 'https://evil.example' })).toBe(403);
  // No session, or a session the API does not know.
  expect(await upgrade({ Origin: WEB_URL, Cookie: 'device_id=e2e-socket-device' })).toBe(401);
  expect(
    await upgrade({ Origin: WEB_URL, Cookie: 'access_token=forged; device_id=e2e-socket-device' }),
  ).toBe(401);
  // Any other path is not a socket.
  expect(await upgrade({ Cookie: cookie, Origin: WEB_URL }, '/_chat/other')).toBe(404);
});
