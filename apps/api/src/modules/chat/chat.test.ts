// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type { ChatConversationsPage, ChatSent, ChatThread } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, chatReports } from '../../db/schema.ts';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { member, postAd, type ChatTestEnv, type Member } from './chat.fixtures.ts';

type Env = ChatTestEnv;

let ids = 0;
const clientId = () => `client-${(ids += 1)}-abcdefgh`;

const start = (env: Env, who: Member, adId: string, text: string, id = clientId()) =>
  call(env.app, 'POST', '/api/chats', {
    accessToken: who.token,
    body: { ad_id: adId, client_id: id, text },
  });
const send = (env: Env, who: Member, chatId: string, text: string, id = clientId()) =>
  call(env.app, 'POST', `/api/chats/${chatId}/messages`, {
    accessToken: who.token,
    body: { client_id: id, text },
  });
const thread = (env: Env, who: Member, chatId: string, query = '') =>
  call(env.app, 'GET', `/api/chats/${chatId}${query}`, { accessToken: who.token });
const list = (env: Env, who: Member, query = '') =>
  call(env.app, 'GET', `/api/chats${query}`, { accessToken: who.token });

/** A seller, a buyer and a conversation about the seller's ad with the buyer's first message. */
async function conversation(env: Env, text = 'Is this still available?') {
  const seller = await member(env);
  const buyer = await member(env);
  const adId = await postAd(env, seller);
  const sent = dataOf<ChatSent>(await start(env, buyer, adId, text));
  return { seller, buyer, adId, chatId: sent.conversation_id, first: sent.message };
}

describe('chat: conversations and messages', () => {
  const env = setupTestApp();

  it('stores a message sent twice at once under one client id once, with one sequence number', async () => {
    const { buyer, seller, chatId } = await conversation(env);
    const id = clientId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(env, buyer, chatId, 'Twice at once', id)),
    );
    const messages = answers.map((answer) => dataOf<ChatSent>(answer).message);
    expect(new Set(messages.map((m) => m.id)).size).toBe(1);
    expect(messages[0]).toMatchObject({ seq: 2, text: 'Twice at once' });
    // The sequence has no gap: the next message is 3, and the seller reads 1, 2, 3.
    dataOf(await send(env, seller, chatId, 'Yes'));
    const read = dataOf<ChatThread>(await thread(env, seller, chatId));
    expect(read.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    // The same client id in another conversation is refused, not stored.
    const otherAd = await postAd(env, seller);
    const other = dataOf<ChatSent>(await start(env, buyer, otherAd, 'About the other one'));
    const reused = errorOf(await send(env, buyer, other.conversation_id, 'Again', id), 422);
    expect(reused.code).toBe('CHAT_CLIENT_ID_REUSED');
  });

  it('opens one conversation per ad and buyer, numbering messages 1, 2, 3 for both members', async () => {
    const { seller, buyer, adId, chatId, first } = await conversation(env);
    expect(first).toMatchObject({ seq: 1, mine: true, text: 'Is this still available?' });

    const again = dataOf<ChatSent>(await start(env, buyer, adId, 'Hello?'));
    expect(again.conversation_id).toBe(chatId);
    expect(again.message.seq).toBe(2);
    const reply = dataOf<ChatSent>(await send(env, seller, chatId, 'Yes, still for sale'));
    expect(reply.message.seq).toBe(3);

    const seen = dataOf<ChatThread>(await thread(env, seller, chatId));
    expect(seen.messages.map((m) => [m.seq, m.mine])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(seen.conversation).toMatchObject({
      role: 'seller',
      ad: { id: adId, title: 'iPhone 13 Pro 256GB', price: 650.5, status: 'active' },
      other: { id: buyer.id, name: 'Dara Sok' },
      last_seq: 3,
      unread: 2,
      both_wrote: true,
    });
  });

  it('stores a resent message once: the same client id answers the stored message', async () => {
    const { buyer, adId, chatId } = await conversation(env);
    const id = clientId();
    const once = dataOf<ChatSent>(await send(env, buyer, chatId, 'Can I see it today?', id));
    const twice = dataOf<ChatSent>(await send(env, buyer, chatId, 'Can I see it today?', id));
    expect(twice.message).toEqual(once.message);
    // Both at once, as a reconnecting client might: still one message.
    const id2 = clientId();
    const both = await Promise.all([
      send(env, buyer, chatId, 'Where are you?', id2),
      send(env, buyer, chatId, 'Where are you?', id2),
    ]);
    const [a, b] = both.map((r) => dataOf<ChatSent>(r).message);
    expect(a!.seq).toBe(b!.seq);
    const stored = await env.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, Number(chatId)));
    expect(stored.map((m) => m.seq).sort()).toEqual([1, 2, 3]);
    // A client id of this conversation's first message reused for a first message elsewhere.
    const other = await postAd(env, await member(env));
    const reused = errorOf(await start(env, buyer, other, 'Hi', once.message.client_id), 422);
    expect(reused.code).toBe('CHAT_CLIENT_ID_REUSED');
    void adId;
  });

  it('replays what a client missed after a sequence number, and pages older messages', async () => {
    const { seller, buyer, chatId } = await conversation(env);
    for (let n = 2; n <= 7; n += 1) await send(env, n % 2 ? buyer : seller, chatId, `message ${n}`);
    const after = dataOf<ChatThread>(await thread(env, buyer, chatId, '?after=4'));
    expect(after.messages.map((m) => m.seq)).toEqual([5, 6, 7]);
    const newest = dataOf<ChatThread>(await thread(env, buyer, chatId, '?limit=3'));
    expect(newest.messages.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(newest.has_older).toBe(true);
    const older = dataOf<ChatThread>(await thread(env, buyer, chatId, '?before=5&limit=3'));
    expect(older.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
    const oldest = dataOf<ChatThread>(await thread(env, buyer, chatId, '?before=2&limit=3'));
    expect(oldest.messages.map((m) => m.seq)).toEqual([1]);
    expect(oldest.has_older).toBe(false);
  });

  it('lists conversations newest first with unread counts, marks read, archives and deletes for one side', async () => {
    const seller = await member(env);
    const buyers = [await member(env), await member(env), await member(env)];
    const adId = await postAd(env, seller);
    const chats: string[] = [];
    for (const buyer of buyers)
      chats.push(
        dataOf<ChatSent>(await start(env, buyer, adId, 'Still available?')).conversation_id,
      );

    const page1 = dataOf<ChatConversationsPage>(await list(env, seller, '?limit=2'));
    expect(page1.items.map((c) => c.id)).toEqual([chats[2], chats[1]]);
    expect(page1.items.every((c) => c.unread === 1 && c.role === 'seller')).toBe(true);
    expect(page1.items[0]).toMatchObject({
      last_message: { text: 'Still available?', mine: false },
      other_read_seq: 0,
      blocked: 'none',
      ad: { id: adId, title: 'iPhone 13 Pro 256GB', thumb: null },
    });
    const page2 = dataOf<ChatConversationsPage>(
      await list(env, seller, `?limit=2&cursor=${page1.next_cursor}`),
    );
    expect(page2.items.map((c) => c.id)).toEqual([chats[0]]);
    expect(page2.next_cursor).toBeNull();
    // One ad's conversations: all three here, none about another ad.
    const forAd = dataOf<ChatConversationsPage>(await list(env, seller, `?ad_id=${adId}`));
    expect(forAd.items).toHaveLength(3);
    const otherAd = await postAd(env, seller);
    expect(
      dataOf<ChatConversationsPage>(await list(env, seller, `?ad_id=${otherAd}`)).items,
    ).toEqual([]);
    errorOf(await list(env, seller, '?ad_id=__proto__'), 400);
    // By the other member's name or the ad's title, every word; LIKE's wildcards are plain text.
    const buyerName = encodeURIComponent('Dara Sok');
    expect(
      dataOf<ChatConversationsPage>(await list(env, seller, `?q=${buyerName}`)).items,
    ).toHaveLength(3);
    expect(
      dataOf<ChatConversationsPage>(await list(env, seller, '?q=iphone%20256')).items,
    ).toHaveLength(3);
    for (const q of ['iphone%20nokia', '%25', '_', 'zzz'])
      expect(dataOf<ChatConversationsPage>(await list(env, seller, `?q=${q}`)).items).toEqual([]);
    errorOf(await list(env, seller, `?q=${'x'.repeat(101)}`), 400);

    // Listed is not delivered; the seller's app loading the thread is (ADR 0038), read is not.
    const before = dataOf<ChatThread>(await thread(env, buyers[1]!, chats[1]!)).conversation;
    expect(before).toMatchObject({ other_delivered_seq: 0, other_read_seq: 0 });
    await thread(env, seller, chats[1]!);
    const after = dataOf<ChatThread>(await thread(env, buyers[1]!, chats[1]!)).conversation;
    expect(after).toMatchObject({ other_delivered_seq: 1, other_read_seq: 0 });

    const read = await call(env.app, 'POST', `/api/chats/${chats[0]}/read`, {
      accessToken: seller.token,
      body: { seq: 99 },
    });
    expect(dataOf<{ read_seq: number }>(read).read_seq).toBe(1);
    // The buyer sees that the seller read their message.
    const buyerView = dataOf<ChatThread>(await thread(env, buyers[0]!, chats[0]!)).conversation;
    expect(buyerView).toMatchObject({
      other_read_seq: 1,
      other_delivered_seq: 1,
      last_message: { text: 'Still available?', mine: true },
    });

    await call(env.app, 'POST', `/api/chats/${chats[1]}/archive`, {
      accessToken: seller.token,
      body: { value: true },
    });
    await call(env.app, 'DELETE', `/api/chats/${chats[2]}`, { accessToken: seller.token });
    const left = dataOf<ChatConversationsPage>(await list(env, seller));
    expect(left.items.map((c) => [c.id, c.unread])).toEqual([[chats[0], 0]]);
    const archived = dataOf<ChatConversationsPage>(await list(env, seller, '?archived=true'));
    expect(archived.items.map((c) => c.id)).toEqual([chats[1]]);
    // The buyer still has the deleted conversation; a new message brings it back, alone.
    expect(dataOf<ChatThread>(await thread(env, buyers[2]!, chats[2]!)).messages).toHaveLength(1);
    await send(env, buyers[2]!, chats[2]!, 'Hello again');
    const back = dataOf<ChatThread>(await thread(env, seller, chats[2]!));
    expect(back.messages.map((m) => m.text)).toEqual(['Hello again']);
  });

  it('refuses an own ad, a sold ad for a new conversation, and bad input with a 4xx', async () => {
    const seller = await member(env);
    const adId = await postAd(env, seller);
    expect(errorOf(await start(env, seller, adId, 'Hi'), 403).code).toBe('CHAT_OWN_AD');
    const sold = await postAd(env, seller, 'sold');
    const buyer = await member(env);
    expect(errorOf(await start(env, buyer, sold, 'Hi'), 409).code).toBe('CHAT_AD_UNAVAILABLE');
    expect(errorOf(await start(env, buyer, '999999999', 'Hi'), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await start(env, buyer, adId, ' '), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await start(env, buyer, adId, 'x'.repeat(2001)), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await start(env, buyer, adId, 'Hi', 'short'), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await thread(env, buyer, 'constructor'), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await list(env, buyer, '?cursor=garbage'), 400).code).toBe('BAD_REQUEST');
  });
});

describe('chat: only the two members', () => {
  const env = setupTestApp();

  it('answers a third member 404 on every conversation endpoint, and a visitor 401', async () => {
    const { chatId } = await conversation(env);
    const stranger = await member(env);
    const asStranger: [string, 'GET' | 'POST' | 'DELETE', Record<string, unknown>?][] = [
      [`/api/chats/${chatId}`, 'GET'],
      [`/api/chats/${chatId}/messages`, 'POST', { client_id: clientId(), text: 'hi' }],
      [`/api/chats/${chatId}/read`, 'POST', { seq: 1 }],
      [`/api/chats/${chatId}/archive`, 'POST', { value: true }],
      [`/api/chats/${chatId}/reports`, 'POST', { reason: 'spam' }],
      [`/api/chats/${chatId}`, 'DELETE'],
    ];
    for (const [url, method, body] of asStranger) {
      const response = await call(env.app, method, url, { accessToken: stranger.token, body });
      expect(errorOf(response, 404).code, `${method} ${url}`).toBe('NOT_FOUND');
      expect(response.body).not.toContain('Is this still available?');
      errorOf(await call(env.app, method, url, { body }), 401);
    }
    expect(dataOf<ChatConversationsPage>(await list(env, stranger)).items).toEqual([]);
    errorOf(await call(env.app, 'GET', '/api/chats'), 401);
  });
});

describe('chat: safety', () => {
  const env = setupTestApp({ config: { CHAT_MESSAGES_PER_MINUTE: 5 } });

  it('warns the recipient, never the sender, of payment requests, links and a first-message number', async () => {
    const { seller, buyer, chatId } = await conversation(env, 'Call me 012 345 678');
    await send(env, seller, chatId, 'Please pay a deposit by ABA first: www.example.com');
    await send(env, seller, chatId, 'សូមវេរលុយមកមុន');
    const buyerSees = dataOf<ChatThread>(await thread(env, buyer, chatId));
    expect(buyerSees.messages.map((m) => m.warnings)).toEqual([
      [],
      ['payment', 'link'],
      ['payment'],
    ]);
    const sellerSees = dataOf<ChatThread>(await thread(env, seller, chatId));
    expect(sellerSees.messages[0]!.warnings).toEqual(['phone']);
  });

  it('a block stops the blocked member and hides the conversation from the blocker', async () => {
    const { seller, buyer, adId, chatId } = await conversation(env);
    const blocked = await call(env.app, 'PUT', `/api/me/blocks/${buyer.id}`, {
      accessToken: seller.token,
    });
    dataOf(blocked);
    const refused = errorOf(await send(env, buyer, chatId, 'Hello?'), 403);
    expect(refused).toMatchObject({
      code: 'CHAT_BLOCKED',
      message: 'This member is not receiving your messages.',
    });
    expect(errorOf(await start(env, buyer, adId, 'Hello?'), 403).code).toBe('CHAT_BLOCKED');
    expect(errorOf(await send(env, seller, chatId, 'Bye'), 403).code).toBe('CHAT_BLOCKED');
    expect(dataOf<ChatConversationsPage>(await list(env, seller)).items).toEqual([]);
    // The thread stays reachable to each side, saying who blocked (so the blocker can unblock).
    expect(dataOf<ChatThread>(await thread(env, seller, chatId)).conversation.blocked).toBe(
      'by_me',
    );
    expect(dataOf<ChatThread>(await thread(env, buyer, chatId)).conversation.blocked).toBe(
      'by_them',
    );
    const blocks = dataOf<{ id: string }[]>(
      await call(env.app, 'GET', '/api/me/blocks', { accessToken: seller.token }),
    );
    expect(blocks.map((b) => b.id)).toEqual([buyer.id]);

    await call(env.app, 'DELETE', `/api/me/blocks/${buyer.id}`, { accessToken: seller.token });
    dataOf(await send(env, buyer, chatId, 'Hello again?'));
    expect(dataOf<ChatConversationsPage>(await list(env, seller)).items).toHaveLength(1);
    expect(
      errorOf(
        await call(env.app, 'PUT', `/api/me/blocks/${seller.id}`, { accessToken: seller.token }),
        400,
      ).code,
    ).toBe('BAD_REQUEST');
    expect(
      errorOf(
        await call(env.app, 'PUT', '/api/me/blocks/__proto__', { accessToken: seller.token }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('stores a report with what the reporter saw', async () => {
    const { seller, buyer, chatId } = await conversation(env, 'Send money by Wing first');
    const report = await call(env.app, 'POST', `/api/chats/${chatId}/reports`, {
      accessToken: seller.token,
      body: { reason: 'scam', details: 'Asked for a transfer' },
    });
    const { id } = dataOf<{ id: string }>(report);
    const [row] = await env.database.db
      .select()
      .from(chatReports)
      .where(eq(chatReports.id, Number(id)));
    expect(row).toMatchObject({
      reporterId: Number(seller.id),
      reportedId: Number(buyer.id),
      conversationId: Number(chatId),
      lastSeq: 1,
      reason: 'scam',
      status: 'open',
    });
    const bad = await call(env.app, 'POST', `/api/chats/${chatId}/reports`, {
      accessToken: seller.token,
      body: { reason: 'boring' },
    });
    expect(errorOf(bad, 400).code).toBe('VALIDATION_FAILED');
  });

  it('limits messages per member per minute with a clear refusal; a resend is not counted', () =>
    messageLimit(env));
});

/** The limit of 5 messages a minute: the first message and 4 more pass, a resend is free. */
async function messageLimit(env: Env) {
  const { buyer, chatId } = await conversation(env);
  const id = clientId();
  for (let n = 0; n < 4; n += 1)
    dataOf(await send(env, buyer, chatId, `message ${n}`, n ? undefined : id));
  dataOf(await send(env, buyer, chatId, 'message 0', id));
  const refused = errorOf(await send(env, buyer, chatId, 'one too many'), 429);
  expect(refused).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
}

// With Redis (several API processes), the message limits are counted there (ADR 0040).
describe.runIf(process.env.DATABASE_URL || process.env.REDIS_URL)('chat: limits in Redis', () => {
  const env = setupTestApp({
    config: {
      CHAT_MESSAGES_PER_MINUTE: 5,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    },
  });

  it('limits messages per member per minute with a clear refusal; a resend is not counted', () =>
    messageLimit(env));
});

describe('badges', () => {
  const env = setupTestApp();
  const badges = (who: Member | undefined, query: string) =>
    call(env.app, 'GET', `/notification/badges${query}`, { accessToken: who?.token });

  it('counts conversations with unread messages, and only the fields asked for', async () => {
    const { seller, buyer, chatId } = await conversation(env);
    await send(env, buyer, chatId, 'Hello?');
    const all = '?fields=chat,comment,subscription_nearly_expired&lang=en';
    expect(dataOf(await badges(seller, all))).toEqual({
      chat: 1,
      comment: 0,
      subscription_nearly_expired: 0,
    });
    expect(dataOf(await badges(buyer, '?fields=chat&lang=km'))).toEqual({ chat: 0 });
    expect(dataOf(await badges(seller, '?fields=chat&storeid=12'))).toEqual({ chat: 0 });
    await call(env.app, 'POST', `/api/chats/${chatId}/read`, {
      accessToken: seller.token,
      body: { seq: 2 },
    });
    expect(dataOf(await badges(seller, '?fields=chat'))).toEqual({ chat: 0 });
  });

  it('refuses unknown fields and visitors with a 4xx', async () => {
    const someone = await member(env);
    expect(errorOf(await badges(someone, '?fields=chat,constructor'), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await badges(someone, ''), 400).code).toBe('VALIDATION_FAILED');
    errorOf(await badges(undefined, '?fields=chat'), 401);
  });
});
