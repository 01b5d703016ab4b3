// Long on purpose: one socket client with its outbox, replay, backoff and receipts together, so
// the order of those steps on a reconnection reads in one file (ADR 0038).
import type { ChatMessage } from '@repo/domain';

/**
 * The browser's side of the chat socket (ADR 0037, 0038), for the one conversation on screen.
 * No framework here: the thread's hook (`use-live-thread.ts`) loads this module after
 * hydration and turns its events into state.
 *
 * - Persist first, deliver after: a message typed here is kept in an outbox (sessionStorage,
 *   so a reload keeps it too) until the server acknowledges it with its sequence number;
 *   every (re)connection sends what is still unacknowledged with the same client id, which the
 *   server stores once however often it arrives.
 * - Nothing missed: on every (re)connection the client asks for the messages after the last
 *   sequence it holds; a message that arrives with a gap before it asks for the gap.
 * - A dropped connection is retried with exponential backoff and jitter (1 s doubling to
 *   30 s), at once when the browser comes back online or the tab is shown again. A socket
 *   that stops answering pings is closed and retried.
 */

/** A message typed here and not yet acknowledged. */
export interface Outgoing {
  client_id: string;
  text: string;
}

export type LiveStatus = 'connecting' | 'live' | 'offline';

export type LiveEvent =
  | { type: 'status'; status: LiveStatus }
  /** Messages after the last one held, in order (from the other member or one's own tabs). */
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'outbox'; outbox: Outgoing[] }
  | { type: 'refused'; outgoing: Outgoing; status: number; code?: string }
  | { type: 'read'; seq: number }
  | { type: 'delivered'; seq: number }
  /** Something changed in another conversation (the list is stale). */
  | { type: 'elsewhere' };

export interface LiveChatOptions {
  url: string;
  conversationId: string;
  /** The newest sequence number the page already shows. */
  lastSeq: number;
  onEvent: (event: LiveEvent) => void;
  /** Whether the member is looking at the thread now (read receipts). */
  isSeen?: () => boolean;
  /** Injected by tests; the browser's otherwise. */
  WebSocket?: typeof WebSocket;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  random?: () => number;
}

const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** An application ping this often; no frame for twice as long and the socket is dead. */
const PING_MS = 20_000;
/** Close codes after which another connection would only be closed again. */
const FINAL_CLOSE = new Set([4008]);

/** The delay before reconnection attempt `attempt` (0, 1, …): doubling, capped, jittered. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A client id the API accepts (`[A-Za-z0-9_-]{8,64}`), also outside secure contexts. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The socket's address on this page's own origin (the web server proxies it; ADR 0038). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/_chat/socket`;
}

type Frame = Record<string, unknown> & { type?: unknown };

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatMessage).seq === 'number' &&
  typeof (value as ChatMessage).text === 'string';

export class LiveChat {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastFrameAt = 0;
  private stopped = false;
  /** The server said `ready` on the current socket. */
  private ready = false;
  private lastSeq: number;
  private readSent = 0;
  private deliveredSent = 0;
  private outbox: Outgoing[];
  private readonly storageKey: string;
  private readonly Socket: typeof WebSocket;
  private readonly storage: LiveChatOptions['storage'];

  constructor(private readonly options: LiveChatOptions) {
    this.lastSeq = options.lastSeq;
    this.Socket = options.WebSocket ?? WebSocket;
    this.storage = options.storage === undefined ? safeSessionStorage() : options.storage;
    this.storageKey = `psar:chat-outbox:${options.conversationId}`;
    this.outbox = this.loadOutbox();
  }

  /** Opens the socket (and keeps it open until `stop`). */
  start(): void {
    if (this.outbox.length) this.options.onEvent({ type: 'outbox', outbox: [...this.outbox] });
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.socket?.close(1000, 'page left');
    this.socket = null;
  }

  /** Whether messages go out now (otherwise they wait in the outbox). */
  get live(): boolean {
    return this.socket?.readyState === this.Socket.OPEN && this.ready;
  }

  /** Queues a message and sends it when the socket is live (now, or on reconnection). */
  send(text: string): Outgoing {
    const outgoing = { client_id: newClientId(), text };
    this.outbox.push(outgoing);
    this.saveOutbox();
    this.options.onEvent({ type: 'outbox', outbox: [...this.outbox] });
    if (this.live) this.transmit(outgoing);
    return outgoing;
  }

  /** Tells the server the thread is seen up to the newest message it holds. */
  markSeen(): void {
    if (this.live && this.lastSeq > this.readSent) {
      this.readSent = this.lastSeq;
      this.deliveredSent = Math.max(this.deliveredSent, this.lastSeq);
      this.frame({ type: 'read', conversation_id: this.options.conversationId, seq: this.lastSeq });
    }
  }

  /** The page now shows messages up to `seq` (its loader ran again). */
  advance(seq: number): void {
    if (seq > this.lastSeq) this.lastSeq = seq;
  }

  /** Connects now if the socket is down (the browser is online again, the tab is shown). */
  wake(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    this.ready = false;
    this.options.onEvent({ type: 'status', status: 'connecting' });
    let socket: WebSocket;
    try {
      socket = new this.Socket(this.options.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      this.lastFrameAt = Date.now();
      let frame: Frame;
      try {
        frame = JSON.parse(String(event.data)) as Frame;
      } catch {
        return;
      }
      this.receive(frame);
    };
    socket.onclose = (event) => this.lost(socket, event.code);
  }

  /** A socket closed (or given up on): offline, and a retry unless the close was final. */
  private lost(socket: WebSocket, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.ready = false;
    clearInterval(this.pingTimer);
    this.options.onEvent({ type: 'status', status: 'offline' });
    if (!FINAL_CLOSE.has(code)) this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(
      () => this.connect(),
      backoffDelay(this.attempt, this.options.random),
    );
    this.attempt += 1;
  }

  private frame(payload: Record<string, unknown>): void {
    if (this.socket?.readyState === this.Socket.OPEN) this.socket.send(JSON.stringify(payload));
  }

  private transmit(outgoing: Outgoing): void {
    this.frame({
      type: 'send',
      conversation_id: this.options.conversationId,
      client_id: outgoing.client_id,
      text: outgoing.text,
    });
  }

  private receive(frame: Frame): void {
    const conversation = frame.conversation_id;
    switch (frame.type) {
      case 'ready':
        this.ready = true;
        this.attempt = 0;
        this.readSent = 0;
        this.options.onEvent({ type: 'status', status: 'live' });
        this.startPings();
        this.sync();
        for (const outgoing of this.outbox) this.transmit(outgoing);
        return;
      case 'ack':
        if (conversation === this.options.conversationId && isMessage(frame.message))
          this.arrived([frame.message]);
        this.settle(String(frame.client_id));
        return;
      case 'refused': {
        const outgoing = this.outbox.find((o) => o.client_id === frame.client_id);
        if (!outgoing) return;
        this.settle(outgoing.client_id);
        this.options.onEvent({
          type: 'refused',
          outgoing,
          status: Number(frame.status) || 0,
          code: typeof frame.code === 'string' ? frame.code : undefined,
        });
        return;
      }
      case 'message':
        if (conversation !== this.options.conversationId) {
          this.options.onEvent({ type: 'elsewhere' });
          return;
        }
        if (!isMessage(frame.message)) return;
        // Ours, stored: the same as its ack (which may come after it).
        if (frame.message.mine) this.settle(frame.message.client_id);
        if (frame.message.seq > this.lastSeq + 1) this.sync();
        else this.arrived([frame.message]);
        return;
      case 'messages':
        if (conversation === this.options.conversationId && Array.isArray(frame.messages))
          this.arrived(frame.messages.filter(isMessage));
        return;
      case 'read':
        if (conversation === this.options.conversationId && frame.by === 'other')
          this.options.onEvent({ type: 'read', seq: Number(frame.read_seq) || 0 });
        return;
      case 'delivered':
        if (conversation === this.options.conversationId)
          this.options.onEvent({ type: 'delivered', seq: Number(frame.delivered_seq) || 0 });
    }
  }

  private sync(): void {
    this.frame({ type: 'sync', conversation_id: this.options.conversationId, after: this.lastSeq });
  }

  /** New messages in sequence order; reports them delivered (and read, when seen). */
  private arrived(messages: ChatMessage[]): void {
    const fresh = messages
      .filter((m) => m.seq > this.lastSeq)
      .sort((a, b) => a.seq - b.seq)
      .filter((m, index, all) => index === 0 || m.seq !== all[index - 1]!.seq);
    if (!fresh.length) return;
    this.lastSeq = fresh[fresh.length - 1]!.seq;
    this.options.onEvent({ type: 'messages', messages: fresh });
    const theirs = fresh.filter((m) => !m.mine);
    const newest = theirs[theirs.length - 1]?.seq;
    if (newest === undefined) return;
    if (this.options.isSeen?.()) this.markSeen();
    else if (newest > this.deliveredSent) {
      this.deliveredSent = newest;
      this.frame({ type: 'delivered', conversation_id: this.options.conversationId, seq: newest });
    }
  }

  /** An outgoing message is stored (or refused): out of the outbox. */
  private settle(clientId: string): void {
    const before = this.outbox.length;
    this.outbox = this.outbox.filter((o) => o.client_id !== clientId);
    if (this.outbox.length === before) return;
    this.saveOutbox();
    this.options.onEvent({ type: 'outbox', outbox: [...this.outbox] });
  }

  private startPings(): void {
    clearInterval(this.pingTimer);
    this.lastFrameAt = Date.now();
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastFrameAt > PING_MS * 2) {
        // Silent for too long (a phone that lost its network without telling): start again.
        const dead = this.socket;
        if (dead) {
          this.lost(dead, 4000);
          dead.close();
        }
        return;
      }
      this.frame({ type: 'ping' });
    }, PING_MS);
  }

  private loadOutbox(): Outgoing[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.storageKey) ?? '[]');
      return Array.isArray(parsed)
        ? parsed
            .filter(
              (o): o is Outgoing =>
                typeof o?.client_id === 'string' &&
                /^[A-Za-z0-9_-]{8,64}$/.test(o.client_id) &&
                typeof o.text === 'string',
            )
            .slice(0, 50)
        : [];
    } catch {
      return [];
    }
  }

  private saveOutbox(): void {
    try {
      if (this.outbox.length) this.storage?.setItem(this.storageKey, JSON.stringify(this.outbox));
      else this.storage?.removeItem(this.storageKey);
    } catch {
      // Storage full or refused: the outbox still lives in memory.
    }
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
