import type { ChatMessage } from '@repo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, LiveChat, socketUrl, type LiveEvent } from './live-chat.ts';

/** A stand-in for the browser's WebSocket: records frames, lets a test play the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the socket and says `ready`. */
  open() {
    this.readyState = 1;
    this.server({ type: 'ready' });
  }
  server(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  types() {
    return this.sent.map((f) => f.type);
  }
}

const message = (seq: number, mine: boolean, text = `m${seq}`): ChatMessage => ({
  id: String(seq),
  seq,
  client_id: `client-${seq}-xxxxxxxx`,
  mine,
  text,
  created_at: '2026-11-28T01:00:00Z',
  photo: null,
  warnings: [],
});

function setup(options: { lastSeq?: number; seen?: boolean; stored?: string } = {}) {
  const events: LiveEvent[] = [];
  const store = new Map<string, string>();
  if (options.stored) store.set('psar:chat-outbox:7', options.stored);
  const chat = new LiveChat({
    url: 'ws://127.0.0.1/_chat/socket',
    conversationId: '7',
    lastSeq: options.lastSeq ?? 3,
    onEvent: (event) => events.push(event),
    isSeen: () => options.seen ?? false,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    random: () => 0.5,
  });
  chat.start();
  const socket = () => FakeSocket.all[FakeSocket.all.length - 1]!;
  const of = <T extends LiveEvent['type']>(type: T) =>
    events.filter((e): e is Extract<LiveEvent, { type: T }> => e.type === type);
  return { chat, events, store, socket, of };
}

describe('the live chat client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for what it missed on connecting and adds new messages in order, once', () => {
    const { socket, of } = setup({ lastSeq: 3 });
    socket().open();
    expect(socket().sent[0]).toEqual({ type: 'sync', conversation_id: '7', after: 3 });
    socket().server({
      type: 'messages',
      conversation_id: '7',
      messages: [message(5, false), message(4, false), message(3, false)],
    });
    socket().server({ type: 'message', conversation_id: '7', message: message(5, false) });
    expect(of('messages').flatMap((e) => e.messages.map((m) => m.seq))).toEqual([4, 5]);
    expect(of('status').map((e) => e.status)).toEqual(['connecting', 'live']);
  });

  it('asks for the gap when a message arrives after one it never got', () => {
    const { socket, of } = setup({ lastSeq: 3 });
    socket().open();
    socket().sent = [];
    socket().server({ type: 'message', conversation_id: '7', message: message(6, false) });
    expect(socket().sent).toContainEqual({ type: 'sync', conversation_id: '7', after: 3 });
    expect(of('messages')).toEqual([]);
  });

  it('keeps a message until it is acknowledged and resends it with the same id after a drop', () => {
    const { chat, socket, of, store } = setup({ lastSeq: 3 });
    socket().open();
    const outgoing = chat.send('Is it still available?');
    expect(socket().sent.at(-1)).toEqual({
      type: 'send',
      conversation_id: '7',
      client_id: outgoing.client_id,
      text: 'Is it still available?',
    });
    // Kept where a reload finds it.
    expect(JSON.parse(store.get('psar:chat-outbox:7')!)).toEqual([outgoing]);

    socket().drop();
    expect(of('status').at(-1)?.status).toBe('offline');
    const first = socket();
    // Retried after the first backoff (1 s, jittered to 0.75 s here).
    vi.advanceTimersByTime(749);
    expect(socket()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(socket()).not.toBe(first);
    socket().open();
    expect(socket().sent.filter((f) => f.type === 'send')).toEqual([
      expect.objectContaining({ client_id: outgoing.client_id }),
    ]);

    socket().server({
      type: 'ack',
      client_id: outgoing.client_id,
      conversation_id: '7',
      message: { ...message(4, true, 'Is it still available?'), client_id: outgoing.client_id },
    });
    expect(of('outbox').at(-1)?.outbox).toEqual([]);
    expect(store.has('psar:chat-outbox:7')).toBe(false);
    expect(
      of('messages')
        .at(-1)
        ?.messages.map((m) => m.seq),
    ).toEqual([4]);
  });

  it('sends what a reload left in the outbox', () => {
    const stored = JSON.stringify([
      { client_id: 'left-over-123', text: 'hello' },
      { client_id: '<bad>', text: 1 },
    ]);
    const { socket, of } = setup({ stored });
    expect(of('outbox')[0]?.outbox).toEqual([{ client_id: 'left-over-123', text: 'hello' }]);
    socket().open();
    expect(socket().sent.filter((f) => f.type === 'send')).toEqual([
      { type: 'send', conversation_id: '7', client_id: 'left-over-123', text: 'hello' },
    ]);
  });

  it('gives a refused message back with the reason', () => {
    const { chat, socket, of } = setup();
    socket().open();
    const outgoing = chat.send('spam');
    socket().server({
      type: 'refused',
      client_id: outgoing.client_id,
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(of('refused')).toEqual([
      { type: 'refused', outgoing, status: 429, code: 'RATE_LIMITED' },
    ]);
    expect(of('outbox').at(-1)?.outbox).toEqual([]);
  });

  it('reports the other member’s messages delivered, or read while the thread is seen', () => {
    const unseen = setup({ lastSeq: 1, seen: false });
    unseen.socket().open();
    unseen.socket().server({ type: 'message', conversation_id: '7', message: message(2, false) });
    expect(unseen.socket().sent.at(-1)).toEqual({
      type: 'delivered',
      conversation_id: '7',
      seq: 2,
    });
    // One's own messages (another tab's) are not reported.
    unseen.socket().server({ type: 'message', conversation_id: '7', message: message(3, true) });
    expect(
      unseen
        .socket()
        .types()
        .filter((t) => t === 'delivered'),
    ).toHaveLength(1);

    const seen = setup({ lastSeq: 1, seen: true });
    seen.socket().open();
    seen.socket().server({ type: 'message', conversation_id: '7', message: message(2, false) });
    expect(seen.socket().sent.at(-1)).toEqual({ type: 'read', conversation_id: '7', seq: 2 });
  });

  it('passes on receipts, and other conversations only as a change elsewhere', () => {
    const { socket, of } = setup();
    socket().open();
    socket().server({ type: 'read', conversation_id: '7', by: 'other', read_seq: 3 });
    socket().server({ type: 'read', conversation_id: '7', by: 'me', read_seq: 9 });
    socket().server({ type: 'delivered', conversation_id: '7', delivered_seq: 4 });
    socket().server({ type: 'message', conversation_id: '8', message: message(1, false) });
    socket().server({ type: 'message', conversation_id: '7', message: { seq: 'x' } });
    expect(of('read')).toEqual([{ type: 'read', seq: 3 }]);
    expect(of('delivered')).toEqual([{ type: 'delivered', seq: 4 }]);
    expect(of('elsewhere')).toHaveLength(1);
    expect(of('messages')).toEqual([]);
  });

  it('gives up on a socket that stops answering, and not after being replaced', () => {
    const { socket } = setup();
    socket().open();
    const silent = socket();
    // Pings at 20 and 40 s go unanswered; at 60 s it is given up, and retried 0.75 s later.
    vi.advanceTimersByTime(61_000);
    expect(silent.types()).toContain('ping');
    expect(socket()).not.toBe(silent);
    socket().open();
    socket().drop(4008);
    const last = socket();
    vi.advanceTimersByTime(120_000);
    expect(socket()).toBe(last);
  });

  it('waits longer after each failure, up to 30 seconds', () => {
    expect([0, 1, 2, 3, 10, 20].map((n) => backoffDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(socketUrl({ protocol: 'https:', host: 'psar.com.kh' })).toBe(
      'wss://psar.com.kh/_chat/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/_chat/socket',
    );
  });
});
