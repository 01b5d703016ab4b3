import type { ChatSent, NotificationsPage } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { member, postAd, type ChatTestEnv, type Member } from '../chat/chat.fixtures.ts';

let ids = 0;
const clientId = () => `notify-${(ids += 1)}-abcdefgh`;

const centre = (env: ChatTestEnv, who: Member, query = '') =>
  call(env.app, 'GET', `/notification/notifications${query}`, { accessToken: who.token });
const page = async (env: ChatTestEnv, who: Member, query = '') =>
  dataOf<NotificationsPage>(await centre(env, who, query));
const markRead = (env: ChatTestEnv, who: Member, body: Record<string, unknown> = {}) =>
  call(env.app, 'POST', '/notification/notifications/read', { accessToken: who.token, body });

/** The buyer writes `texts` about the seller's ad; the conversation's id. */
async function writes(env: ChatTestEnv, buyer: Member, adId: string, texts: string[]) {
  let chatId = '';
  for (const text of texts)
    chatId = dataOf<ChatSent>(
      await call(env.app, 'POST', '/api/chats', {
        accessToken: buyer.token,
        body: { ad_id: adId, client_id: clientId(), text },
      }),
    ).conversation_id;
  return chatId;
}

describe('notification centre', () => {
  const env = setupTestApp();

  it('keeps one line per conversation while unread, and reads it with the conversation', async () => {
    const seller = await member(env);
    const buyer = await member(env);
    const adId = await postAd(env, seller);
    const chatId = await writes(env, buyer, adId, ['Hello', 'Still there?', 'Price is ok']);

    const first = await page(env, seller);
    expect(first.unread).toBe(1);
    expect(first.items).toEqual([
      expect.objectContaining({
        kind: 'chat_message',
        read: false,
        data: {
          conversation_id: chatId,
          from: 'Dara Sok',
          ad_title: 'iPhone 13 Pro 256GB',
          preview: 'Price is ok',
          count: 3,
        },
      }),
    ]);
    // The sender is not told of their own messages.
    expect((await page(env, buyer)).items).toEqual([]);

    // Reading the conversation to its end reads its line.
    await call(env.app, 'POST', `/api/chats/${chatId}/read`, {
      accessToken: seller.token,
      body: { seq: 3 },
    });
    const read = await page(env, seller);
    expect(read.unread).toBe(0);
    expect(read.items.map((n) => n.read)).toEqual([true]);

    // A message after that is a new line; the read one stays as it was.
    await writes(env, buyer, adId, ['One more thing']);
    const again = await page(env, seller);
    expect(again.items.map((n) => [n.read, 'count' in n.data ? n.data.count : null])).toEqual([
      [false, 1],
      [true, 3],
    ]);
  });

  it('marks one read or all, touches nobody else’s, and pages by cursor', async () => {
    const buyer = await member(env);
    const seller = await member(env);
    const stranger = await member(env);
    for (let i = 0; i < 3; i += 1) await writes(env, buyer, await postAd(env, seller), ['Hi']);
    const all = await page(env, seller);
    expect(all.unread).toBe(3);

    const [newest, middle] = all.items;
    // Another member's id changes nothing for them or the owner.
    expect(dataOf<{ unread: number }>(await markRead(env, stranger, { id: newest!.id }))).toEqual({
      unread: 0,
    });
    expect((await page(env, seller)).unread).toBe(3);
    expect(dataOf<{ unread: number }>(await markRead(env, seller, { id: middle!.id }))).toEqual({
      unread: 2,
    });

    const first = await page(env, seller, '?limit=2');
    expect(first.items.map((n) => n.id)).toEqual([all.items[0]!.id, all.items[1]!.id]);
    const second = await page(env, seller, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((n) => n.id)).toEqual([all.items[2]!.id]);
    expect(second.next_cursor).toBeNull();

    expect(dataOf<{ unread: number }>(await markRead(env, seller))).toEqual({ unread: 0 });
    expect((await page(env, seller)).items.every((n) => n.read)).toBe(true);
  });

  it('refuses a visitor, a forged cursor and ids that are not ids', async () => {
    const someone = await member(env);
    errorOf(await call(env.app, 'GET', '/notification/notifications'), 401);
    errorOf(await call(env.app, 'POST', '/notification/notifications/read', { body: {} }), 401);
    errorOf(await centre(env, someone, '?cursor=bm9wZQ'), 400);
    errorOf(await centre(env, someone, '?limit=500'), 400);
    for (const id of ['__proto__', 'constructor', '-1', '1e3', 'x'.repeat(100)])
      errorOf(await markRead(env, someone, { id }), 400);
  });
});
