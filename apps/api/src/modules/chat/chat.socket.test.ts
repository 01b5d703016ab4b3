// Long on purpose: the socket's protocol, each behaviour with its members and ad beside it.
import type { ChatSent } from '@repo/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../../app.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { DEVICE, setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import { member, postAd, type Member } from './chat.fixtures.ts';

/** A socket's frames as they arrive, and a way to wait for the next one of a kind. */
function frames(socket: WebSocket) {
  const received: Record<string, unknown>[] = [];
  const waiting: { type: string; resolve: (frame: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    const index = waiting.findIndex((w) => w.type === frame.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(frame);
    else received.push(frame);
  });
  return {
    next(type: string, timeoutMs = 5000): Promise<Record<string, unknown>> {
      const index = received.findIndex((frame) => frame.type === type);
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame`)), timeoutMs);
        waiting.push({
          type,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    pending: () => received,
  };
}

async function open(
  app: FastifyInstance,
  who: Member | null,
  headers: Record<string, string> = {},
) {
  let feed: ReturnType<typeof frames> | undefined;
  const socket = await app.injectWS(
    '/api/chats/socket',
    { headers: { ...DEVICE, ...(who ? { 'access-token': who.token } : {}), ...headers } },
    // Listening from the start: the server's first frame may come with the handshake.
    { onInit: (ws) => (feed = frames(ws)) },
  );
  await feed!.next('ready');
  return { socket, ...feed! };
}

let ids = 0;
const clientId = () => `socket-${(ids += 1)}-abcdefgh`;

describe('chat socket', () => {
  const env = setupTestApp();

  it('delivers a message stored by either route to both members, acknowledged with its sequence', async () => {
    const seller = await member(env);
    const buyer = await member(env);
    const adId = await postAd(env, seller);
    const sellerSocket = await open(env.app, seller);
    const buyerSocket = await open(env.app, buyer);

    const id = clientId();
    buyerSocket.send({ type: 'start', ad_id: adId, client_id: id, text: 'Deposit by ABA ok?' });
    const ack = await buyerSocket.next('ack');
    expect(ack).toMatchObject({ client_id: id, message: { seq: 1, mine: true } });
    const chatId = ack.conversation_id as string;
    const received = await sellerSocket.next('message');
    expect(received).toMatchObject({
      conversation_id: chatId,
      message: { seq: 1, mine: false, text: 'Deposit by ABA ok?', warnings: ['payment'] },
    });
    // The buyer's other tabs hear it too, as their own.
    expect(await buyerSocket.next('message')).toMatchObject({ message: { seq: 1, mine: true } });
    // The seller's app has it: the buyer's message shows "Delivered" (ADR 0038); a second
    // report of the same position tells nobody anything.
    sellerSocket.send({ type: 'delivered', conversation_id: chatId, seq: 1 });
    expect(await buyerSocket.next('delivered')).toMatchObject({
      conversation_id: chatId,
      delivered_seq: 1,
    });
    sellerSocket.send({ type: 'delivered', conversation_id: chatId, seq: 1 });
    // A stranger's conversation is not there to report on.
    const stranger = await open(env.app, await member(env));
    stranger.send({ type: 'delivered', conversation_id: chatId, seq: 1 });
    expect(await stranger.next('refused')).toMatchObject({ status: 404 });
    stranger.socket.terminate();

    // A message sent over HTTP reaches the sockets as well.
    dataOf<ChatSent>(
      await call(env.app, 'POST', `/api/chats/${chatId}/messages`, {
        accessToken: seller.token,
        body: { client_id: clientId(), text: 'Come and see it first' },
      }),
    );
    expect(await buyerSocket.next('message')).toMatchObject({
      message: { seq: 2, mine: false, text: 'Come and see it first' },
    });

    // A resend of the same client id is the same message, acknowledged again, not delivered twice.
    buyerSocket.send({ type: 'send', conversation_id: chatId, client_id: id, text: 'again' });
    expect(await buyerSocket.next('ack')).toMatchObject({ message: { seq: 1 } });

    // Read: the other member hears how far.
    buyerSocket.send({ type: 'read', conversation_id: chatId, seq: 2 });
    expect(await sellerSocket.next('read')).toMatchObject({
      conversation_id: chatId,
      by: 'other',
      read_seq: 2,
    });
    // Frames are answered in order: after the pong, the repeated report has been handled.
    sellerSocket.send({ type: 'ping' });
    await sellerSocket.next('pong');
    expect(buyerSocket.pending().filter((f) => f.type === 'delivered')).toEqual([]);
    for (const s of [sellerSocket, buyerSocket]) s.socket.terminate();
  });

  it('replays what a reconnecting client missed, in order', async () => {
    const seller = await member(env);
    const buyer = await member(env);
    const adId = await postAd(env, seller);
    const first = dataOf<ChatSent>(
      await call(env.app, 'POST', '/api/chats', {
        accessToken: buyer.token,
        body: { ad_id: adId, client_id: clientId(), text: 'Hello' },
      }),
    );
    for (const text of ['One', 'Two', 'Three'])
      await call(env.app, 'POST', `/api/chats/${first.conversation_id}/messages`, {
        accessToken: seller.token,
        body: { client_id: clientId(), text },
      });
    const buyerSocket = await open(env.app, buyer);
    buyerSocket.send({ type: 'sync', conversation_id: first.conversation_id, after: 1 });
    const replay = await buyerSocket.next('messages');
    expect(
      (replay.messages as { seq: number; text: string }[]).map((m) => [m.seq, m.text]),
    ).toEqual([
      [2, 'One'],
      [3, 'Two'],
      [4, 'Three'],
    ]);
    buyerSocket.socket.terminate();
  });

  it('refuses a visitor, a foreign origin, strangers, garbage and floods', async () => {
    const seller = await member(env);
    const buyer = await member(env);
    const stranger = await member(env);
    const adId = await postAd(env, seller);
    const sent = dataOf<ChatSent>(
      await call(env.app, 'POST', '/api/chats', {
        accessToken: buyer.token,
        body: { ad_id: adId, client_id: clientId(), text: 'Hello' },
      }),
    );
    await expect(env.app.injectWS('/api/chats/socket', { headers: DEVICE })).rejects.toThrow(/401/);
    await expect(
      env.app.injectWS('/api/chats/socket', {
        headers: { ...DEVICE, 'access-token': buyer.token, origin: 'https://evil.example' },
      }),
    ).rejects.toThrow(/403/);
    // The web's own origin is allowed.
    const allowed = await open(env.app, buyer, { origin: TEST_CONFIG.CHAT_SOCKET_ORIGINS[0]! });
    allowed.socket.terminate();

    const socket = await open(env.app, stranger);
    socket.send({ type: 'sync', conversation_id: sent.conversation_id, after: 0 });
    expect(await socket.next('refused')).toMatchObject({ status: 404 });
    socket.send({
      type: 'send',
      conversation_id: sent.conversation_id,
      client_id: clientId(),
      text: 'hi',
    });
    expect(await socket.next('refused')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    for (const garbage of ['not json', '{"type":"__proto__"}', '{"type":"send"}', '[]', 'null'])
      socket.socket.send(garbage);
    for (let i = 0; i < 5; i += 1) await socket.next('bad_frame');
    // A message longer than the limit is refused like over HTTP.
    socket.send({ type: 'start', ad_id: adId, client_id: clientId(), text: 'x'.repeat(2001) });
    await socket.next('bad_frame');

    const closed = new Promise<number>((resolve) => socket.socket.on('close', resolve));
    for (let i = 0; i < 30; i += 1) socket.send({ type: 'ping' });
    expect(await closed).toBe(1008);
  });
});

describe('chat socket and token expiry', () => {
  // The app's clock runs with the real one, `offset` ahead.
  let offset = 0;
  const env = setupTestApp({ now: () => Date.now() + offset });

  it('closes a socket when the token it was opened with expires (4001)', async () => {
    const someone = await member(env);
    // The token (an hour) has 300 ms left when the socket opens.
    offset = 3_600_000 - 300;
    const socket = await open(env.app, someone);
    const code = await new Promise<number>((resolve) => socket.socket.on('close', resolve));
    expect(code).toBe(4001);
    offset = 0;
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(process.env.DATABASE_URL)('chat socket across two API processes (Redis)', () => {
  const env = setupTestApp({ config: { REDIS_URL: redisUrl } });
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second API on the same PostgreSQL database, with its own sockets and Redis clients.
    other = await buildApp({
      config: { ...TEST_CONFIG, REDIS_URL: redisUrl },
      database: env.database,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('delivers a message sent through one process to a socket held by the other', async () => {
    const seller = await member(env);
    const buyer = await member(env);
    const adId = await postAd(env, seller);
    const sellerSocket = await open(other, seller);
    // Redis subscriptions are ready once a round trip has passed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    dataOf<ChatSent>(
      await call(env.app, 'POST', '/api/chats', {
        accessToken: buyer.token,
        body: { ad_id: adId, client_id: clientId(), text: 'Across processes' },
      }),
    );
    expect(await sellerSocket.next('message')).toMatchObject({
      message: { seq: 1, mine: false, text: 'Across processes' },
    });
    sellerSocket.socket.terminate();
  });
});
