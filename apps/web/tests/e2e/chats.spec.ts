// Long on purpose: the chat journeys between two members, each with its own two browsers.
import { expect, test, type Page } from '@playwright/test';
import { chatMember as member, openPage as open, startChat } from './chat-fixtures.ts';
import { ready } from './fixtures.ts';
import { api, postAd } from './my-ads-fixtures.ts';
import { BLUE_JPEG, jpeg } from './post-ad-fixtures.ts';

/**
 * Chat (/chats, issue 16): a buyer and a seller, each in a browser context of their own,
 * with JavaScript on and off. The ads are made through the API.
 */

const messages = (page: Page) => page.getByTestId('chat-message');

async function send(page: Page, text: string, label = 'Send') {
  await page.getByTestId('chat-text').fill(text);
  await page.getByRole('button', { name: label, exact: true }).click();
}

test('a buyer asks about an ad, the seller answers, each sees warnings, read state and the thread', async ({
  browser,
  javaScriptEnabled,
}) => {
  // Two members, several pages each: past 30 s when two workers share this machine's two cores.
  test.slow();
  const js = javaScriptEnabled !== false;
  const seller = await member(browser, js, 'Dara');
  const buyer = await member(browser, js, 'Sokha');
  const ad = await postAd(seller.token, { title: 'Honda Dream 2019 for sale' });

  // The ad page's "Chat with the seller" opens a first message about the ad.
  await open(buyer.page, `/ad-adid-${ad.id}`, js);
  await buyer.page.getByTestId('ad-chat').click();
  await expect(buyer.page).toHaveURL(new RegExp(`/chats\\?ad=${ad.id}$`));
  const start = buyer.page.getByTestId('chat-start');
  await expect(start.getByRole('heading')).toHaveText('Ask Dara Chan about this ad');
  await expect(start.getByTestId('chat-ad')).toContainText('Honda Dream 2019 for sale');
  // Nothing typed: a translated reason, no conversation.
  await ready(buyer.page, js);
  await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyer.page.getByRole('alert')).toHaveText('Write a message first.');
  await send(buyer.page, 'Hello, is it still available? Call me on 012 345 678');
  await expect(buyer.page).toHaveURL(/\/chats\?id=\d+/);
  await expect(messages(buyer.page)).toHaveCount(1);
  await expect(messages(buyer.page).first()).toContainText('Sent');
  // The sender is never warned of their own message.
  await expect(buyer.page.getByTestId('chat-warning')).toHaveCount(0);

  // The seller's list: the buyer, the ad, the message, one unread.
  await open(seller.page, '/', js);
  // With JavaScript the header counts the conversations with unread messages (spec §3).
  if (js)
    await expect(seller.page.getByTestId('chat-badge')).toHaveAccessibleName(
      '1 conversation with unread messages',
    );
  await seller.page.getByTestId('header-chats').click();
  await expect(seller.page).toHaveURL(/\/chats$/);
  await ready(seller.page, js);
  const row = seller.page.getByTestId('chat-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sokha Chan');
  await expect(row).toContainText('Honda Dream 2019 for sale');
  await expect(row.getByLabel('1 unread message')).toBeVisible();
  await row.click();
  await ready(seller.page, js);
  const first = messages(seller.page).first();
  await expect(first).toContainText('Call me on 012 345 678');
  // A number in a first message: a warning, and no tap-to-call until both have written.
  await expect(first.getByTestId('chat-warning')).toHaveText(
    'This first message contains a phone number. Keep talking here until you trust this person.',
  );
  await expect(first.getByRole('link')).toHaveCount(0);
  await expect(seller.page.getByRole('note').first()).toContainText('Stay safe');

  await send(seller.page, 'Yes. Send a deposit by ABA first and I keep it for you.');
  await expect(messages(seller.page)).toHaveCount(2);
  // Now both have written: the buyer's number can be tapped.
  await expect(first.getByRole('link', { name: '012 345 678' })).toHaveAttribute(
    'href',
    'tel:012345678',
  );

  // The buyer's Refresh link brings the answer, with its payment warning; theirs shows Read.
  await buyer.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(messages(buyer.page)).toHaveCount(2);
  await expect(messages(buyer.page).first()).toContainText('Read');
  await expect(messages(buyer.page).nth(1).getByTestId('chat-warning')).toContainText(
    'asks for a payment or a deposit outside Psar',
  );
  // The list no longer counts it unread for the seller.
  await open(seller.page, '/chats', js);
  await expect(seller.page.getByTestId('chat-row').getByLabel(/unread/)).toHaveCount(0);
  await expect(seller.page.getByTestId('chat-badge')).toHaveCount(0);

  // "Chat" on the same ad again goes to the open conversation.
  await open(buyer.page, `/chats?ad=${ad.id}`, js);
  await expect(buyer.page).toHaveURL(/\/chats\?id=\d+/);
  await expect(messages(buyer.page)).toHaveCount(2);

  // "Chat" on their own ad takes the seller to their conversations about it, never a chat with
  // themselves (the ad page is the page all members share, so its button reads the same).
  await open(seller.page, `/ad-adid-${ad.id}`, js);
  await seller.page.getByTestId('ad-chat').click();
  await expect(seller.page).toHaveURL(new RegExp(`/chats\\?ad=${ad.id}$`));
  await expect(seller.page.getByTestId('chat-row')).toContainText('Sokha Chan');
  await expect(seller.page.getByTestId('chat-start')).toHaveCount(0);
  await seller.context.close();
  await buyer.context.close();
});

test('a quick reply in Khmer, a block that stops the other side, and the typed text kept', async ({
  browser,
  javaScriptEnabled,
}) => {
  // Two members, several pages each: past 30 s when two workers share this machine's two cores.
  test.slow();
  const js = javaScriptEnabled !== false;
  const seller = await member(browser, js, 'Vanna');
  const buyer = await member(browser, js, 'Bopha');
  const ad = await postAd(seller.token, { title: 'ម៉ាស៊ីនត្រជាក់ Daikin 1.5HP' });

  await open(buyer.page, `/km/chats?ad=${ad.id}`, js);
  await buyer.page.getByRole('button', { name: 'តើតម្លៃចុងក្រោយប៉ុន្មាន?' }).click();
  await expect(buyer.page).toHaveURL(/\/km\/chats\?id=\d+/);
  await expect(messages(buyer.page).first()).toContainText('តើតម្លៃចុងក្រោយប៉ុន្មាន?');
  await expect(messages(buyer.page).first()).toContainText('បានផ្ញើ');
  const thread = buyer.page.url().replace(/^.*\/km/, '');

  // The seller blocks the buyer from the thread's menu.
  await open(seller.page, thread, js);
  await expect(messages(seller.page).first()).toContainText('តើតម្លៃចុងក្រោយប៉ុន្មាន?');
  await seller.page.getByText('More actions').click();
  await seller.page.getByText('Block Bopha Chan').click();
  await seller.page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(seller.page.getByTestId('chat-blocked')).toHaveText(
    'You blocked Bopha Chan. They cannot write to you.',
  );
  await expect(seller.page.getByTestId('chat-text')).toHaveCount(0);
  // Hidden from the seller's list.
  await open(seller.page, '/chats', js);
  await expect(seller.page.getByTestId('chat-row')).toHaveCount(0);

  // The buyer's message is refused with a neutral reason, and stays in the box.
  await ready(buyer.page, js);
  await send(buyer.page, 'សួស្តី បងនៅទីនោះទេ?', 'ផ្ញើ');
  await expect(buyer.page.getByRole('alert')).toHaveText('សមាជិកនេះមិនទទួលសាររបស់អ្នកទេ។');
  await expect(buyer.page.getByTestId('chat-text')).toHaveValue('សួស្តី បងនៅទីនោះទេ?');

  // Unblocked, the conversation is back and the buyer can write again.
  await open(seller.page, thread, js);
  await seller.page.getByText('More actions').click();
  await seller.page.getByRole('button', { name: 'Unblock Bopha Chan' }).click();
  await expect(seller.page.getByTestId('chat-text')).toBeVisible();
  await open(buyer.page, `/km${thread}`, js);
  await send(buyer.page, 'សួស្តី បងនៅទីនោះទេ?', 'ផ្ញើ');
  await expect(messages(buyer.page)).toHaveCount(2);
  await seller.context.close();
  await buyer.context.close();
});

test('a stranger cannot open someone else’s conversation, and a visitor is sent to sign in', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const seller = await member(browser, js, 'Kosal');
  const buyer = await member(browser, js, 'Nary');
  const stranger = await member(browser, js, 'Rith');
  const ad = await postAd(seller.token);
  await open(buyer.page, `/chats?ad=${ad.id}`, js);
  await send(buyer.page, 'Is this still available?');
  await expect(buyer.page).toHaveURL(/\/chats\?id=\d+/);
  const thread = buyer.page.url().replace(/^https?:\/\/[^/]+/, '');

  await open(stranger.page, thread, js);
  await expect(stranger.page.getByRole('alert')).toHaveText(
    'This conversation does not exist or was deleted.',
  );
  await expect(messages(stranger.page)).toHaveCount(0);

  const visitor = await browser.newContext({ javaScriptEnabled });
  const page = await visitor.newPage();
  await page.goto(thread);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  for (const c of [seller, buyer, stranger]) await c.context.close();
  await visitor.close();
});

test('block a member from their profile, see them in the settings, and unblock them there', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const me = await member(browser, js, 'Chenda');
  const other = await member(browser, js, 'Piseth');
  const username = `e2e.block.${Math.floor(Math.random() * 1e9)}`;
  expect((await api(other.token, 'POST', 'me/username', { username })).status).toBe(200);

  await open(me.page, `/${username}`, js);
  await me.page.getByText('Block Piseth Chan').click();
  await me.page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(me.page).toHaveURL(new RegExp(`/${username.replace(/\./g, '\\.')}$`));
  await expect(me.page.getByText('Member blocked.')).toBeVisible();
  await expect(me.page.getByRole('button', { name: 'Unblock Piseth Chan' })).toBeVisible();

  // The other member can no longer start a conversation about my ads.
  const ad = await postAd(me.token);
  const refused = await api<{ code: string }>(other.token, 'POST', 'chats', {
    ad_id: ad.id,
    client_id: `e2e-blocked-${Date.now()}`,
    text: 'Hello?',
  });
  expect(refused.status).toBe(403);

  await open(me.page, '/me/settings', js);
  const row = me.page.getByTestId('blocked-member');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Piseth Chan' })).toHaveAttribute(
    'href',
    `/${username}`,
  );
  await row.getByRole('button', { name: 'Unblock Piseth Chan' }).click();
  await expect(me.page.getByText('Member unblocked.')).toBeVisible();
  await expect(me.page.getByText('You have not blocked anyone.')).toBeVisible();
  await me.context.close();
  await other.context.close();
});

test('a seller finds a conversation by the buyer’s name or by the ad', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const seller = await member(browser, js, 'Sophea');
  const first = await member(browser, js, 'Pisey');
  const second = await member(browser, js, 'Ratana');
  const fridge = await postAd(seller.token, { title: 'Toshiba fridge 300L' });
  const scooter = await postAd(seller.token, { title: 'Honda Scoopy 2020' });
  await startChat(first.token, fridge.id, 'Is the fridge still cold?');
  await startChat(second.token, scooter.id, 'Scoopy still for sale?');

  await open(seller.page, '/chats', js);
  await expect(seller.page.getByTestId('chat-row')).toHaveCount(2);
  const search = async (words: string) => {
    await seller.page.getByTestId('chat-search').fill(words);
    await seller.page
      .getByRole('search', { name: 'Search your conversations' })
      .getByRole('button', { name: 'Search' })
      .click();
  };
  await search('pisey');
  await expect(seller.page).toHaveURL(/\/chats\?q=pisey$/);
  await expect(seller.page.getByTestId('chat-row')).toHaveCount(1);
  await expect(seller.page.getByTestId('chat-row')).toContainText('Pisey Chan');
  await search('scoopy');
  await expect(seller.page.getByTestId('chat-row')).toHaveCount(1);
  await expect(seller.page.getByTestId('chat-row')).toContainText('Ratana Chan');
  // Opening it keeps the search beside the thread.
  await seller.page.getByTestId('chat-row').click();
  await expect(seller.page).toHaveURL(/\/chats\?id=\d+&q=scoopy$/);
  await expect(seller.page.getByTestId('chat-search')).toHaveValue('scoopy');
  await search('nokia');
  await expect(seller.page.getByTestId('chat-row')).toHaveCount(0);
  await expect(
    seller.page.getByText('No conversation with a member or an ad matching “nokia”.'),
  ).toBeVisible();
  await seller.page.getByRole('link', { name: 'Show all conversations' }).click();
  await expect(seller.page.getByTestId('chat-row')).toHaveCount(2);
  for (const who of [seller, first, second]) await who.context.close();
});

test('a photo with a caption reaches the other member, a file that is no photo is refused, and strangers never see it', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const seller = await member(browser, js, 'Chenda');
  const buyer = await member(browser, js, 'Kosal');
  const ad = await postAd(seller.token, { title: 'Samsung A54 phone' });
  const id = await startChat(buyer.token, ad.id, 'Can I see the back?');

  await open(seller.page, `/chats?id=${id}`, js);
  // Not a photo: refused with the reason, the caption kept.
  await seller.page.getByTestId('chat-photo-input').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html>not a photo</html>'),
  });
  await seller.page.getByTestId('chat-text').fill('Here is the back');
  await seller.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(seller.page.getByRole('alert')).toHaveText(
    'This file is not a photo we can take. Choose a JPEG, PNG or WebP photo.',
  );
  await expect(seller.page.getByTestId('chat-text')).toHaveValue('Here is the back');
  await expect(messages(seller.page)).toHaveCount(1);

  await seller.page.getByTestId('chat-photo-input').setInputFiles(jpeg('back.jpg', BLUE_JPEG));
  await seller.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages(seller.page)).toHaveCount(2);
  const sent = messages(seller.page).nth(1);
  await expect(sent).toContainText('Here is the back');
  await expect(sent.getByTestId('chat-photo')).toHaveJSProperty('naturalWidth', 32);
  await expect(seller.page.getByTestId('chat-photo-input')).toHaveValue('');

  // The buyer sees it (a Refresh without JavaScript, live with it).
  if (!js) await buyer.page.goto(`/chats?id=${id}`);
  else await open(buyer.page, `/chats?id=${id}`, js);
  const received = messages(buyer.page).nth(1);
  await expect(received).toContainText('Here is the back');
  const photo = received.getByTestId('chat-photo');
  await expect(photo).toHaveAttribute('alt', 'Photo sent in the conversation');
  await expect(photo).toHaveJSProperty('naturalWidth', 32);
  const src = await photo.getAttribute('src');
  expect(src).toMatch(/^\/api\/_chat-photos\/\d+\/\d+\/medium$/);

  // Another member and a visitor get nothing at that address.
  const stranger = await member(browser, js, 'Nary');
  expect((await stranger.page.request.get(src!)).status()).toBe(404);
  const visitor = await browser.newContext();
  expect((await visitor.request.get(src!)).status()).toBe(404);
  const own = await buyer.page.request.get(src!);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/webp');
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  expect(own.headers()['cache-control']).toMatch(/^private/);
  for (const context of [seller.context, buyer.context, stranger.context, visitor])
    await context.close();
});
