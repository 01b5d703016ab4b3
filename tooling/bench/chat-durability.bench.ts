// Long on purpose: one scenario (clients, drops, the kill, the checks) read top to bottom.
/**
 * The chat's durability (issue 16): 10,000 messages from 50 clients (25 conversations, a buyer
 * and a seller each) through two API processes on one PostgreSQL database and one Redis. The
 * clients' sockets are dropped at random, and one API process is killed with SIGKILL halfway
 * and started again. Each client keeps what it sent until it is acknowledged and sends it
 * again with the same client id on every new connection, and asks for what it missed after
 * the last sequence it holds (what the browser's client does, ADR 0038).
 *
 * Checked at the end: every message stored exactly once (by client id, in the database and in
 * each conversation), every acknowledged message stored with the sequence it was acknowledged
 * with, every conversation numbered 1..N without a gap, and every client's own copy, built only
 * from what its sockets received, equal to the stored conversation, in order.
 *
 * Usage: pnpm --filter @repo/bench bench:chat-durability
 * (PostgreSQL on BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432; Redis on REDIS_URL,
 * default redis://127.0.0.1:6379; BENCH_CHAT_MESSAGES, default 10000; BENCH_CHAT_CLIENTS, 50)
 */
import pg from 'pg';
import WebSocket from 'ws';
import { startChatWorld } from './lib/chat-setup.ts';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 50);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 10_000);
const PER_CLIENT = Math.ceil(MESSAGES / CLIENTS);
/** A client's frames at most this often (the API closes a socket beyond 20 a second). */
const FRAME_GAP_MS = 60;
/** Messages a client has on the wire, unacknowledged, at once. */
const IN_FLIGHT = 8;
/** Every second each client's socket is dropped with this chance. */
const DROP_CHANCE = 0.04;

const world = await startChatWorld({ processes: 2 });
const { ports, apis } = world;
const DATABASE_URL = world.databaseUrl;

/** The frames the bench reads (ADR 0037). */
interface Frame {
  type: string;
  client_id?: string;
  conversation_id?: string;
  message?: { seq: number; client_id: string };
  messages?: { seq: number; client_id: string }[];
}

interface Sent {
  clientId: string;
  text: string;
}

interface Client {
  index: number;
  device: string;
  token: string;
  conversation: string;
  queue: Sent[];
  /** Sent at least once and not acknowledged yet. */
  inFlight: Map<string, Sent>;
  acked: Map<string, number>;
  /** The conversation as this client's sockets delivered it: seq → client id. */
  seen: Map<number, string>;
  socket: WebSocket | null;
  connections: number;
  drops: number;
  resends: number;
  lastFrame: number;
}

const started = Date.now();
const accounts = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => world.signUp(i)));
const clients: Client[] = [];
for (let pair = 0; pair < CLIENTS / 2; pair += 1) {
  const seller = accounts[pair * 2]!;
  const buyer = accounts[pair * 2 + 1]!;
  const conversation = await world.converse(seller, buyer, pair);
  for (const [offset, account] of [seller, buyer].entries()) {
    const index = pair * 2 + offset;
    clients.push({
      index,
      ...account,
      conversation,
      queue: Array.from({ length: PER_CLIENT }, (_, n) => ({
        clientId: `bench-${process.pid}-${index}-${n}`,
        text: `Message ${n} from client ${index}`,
      })),
      inFlight: new Map(),
      acked: new Map(),
      seen: new Map(),
      socket: null,
      connections: 0,
      drops: 0,
      resends: 0,
      lastFrame: 0,
    });
  }
}
const setupSeconds = (Date.now() - started) / 1000;

let ackedTotal = 0;
let killed = false;
let restarted = false;
const total = clients.length * PER_CLIENT;

/** The highest sequence up to which the client holds every message. */
function contiguous(client: Client): number {
  let seq = 0;
  while (client.seen.has(seq + 1)) seq += 1;
  return seq;
}

function frame(client: Client, payload: unknown): boolean {
  const socket = client.socket;
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(payload));
  client.lastFrame = Date.now();
  return true;
}

function connect(client: Client, attempt = 0): void {
  // Either process: the socket lands wherever, the bus carries the rest.
  const target = ports[Math.floor(Math.random() * ports.length)]!;
  const socket = new WebSocket(`ws://127.0.0.1:${target}/api/chats/socket`, {
    headers: { 'Device-Id': client.device, 'Access-Token': client.token },
  });
  client.socket = socket;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Frame;
    if (message.type === 'ready') {
      client.connections += 1;
      attempt = 0;
      frame(client, {
        type: 'sync',
        conversation_id: client.conversation,
        after: contiguous(client),
      });
      // What was on the wire when the connection went: again, with the same ids.
      client.resends += client.inFlight.size;
      for (const sent of client.inFlight.values()) transmit(client, sent);
    } else if (message.type === 'ack') {
      if (!message.client_id || !message.message || !client.inFlight.has(message.client_id)) return;
      client.inFlight.delete(message.client_id);
      client.acked.set(message.client_id, message.message.seq);
      client.seen.set(message.message.seq, message.client_id);
      ackedTotal += 1;
    } else if (message.type === 'message' && message.conversation_id === client.conversation) {
      if (message.message) client.seen.set(message.message.seq, message.message.client_id);
    } else if (message.type === 'messages' && message.conversation_id === client.conversation) {
      for (const m of message.messages ?? []) client.seen.set(m.seq, m.client_id);
    } else if (message.type === 'refused' && message.client_id) {
      // Too fast, say: it stays in flight and goes again on the next connection.
      client.socket?.terminate();
    }
  });
  const retry = () => {
    if (client.socket !== socket) return;
    client.socket = null;
    const delay = Math.min(2000, 100 * 2 ** attempt) * (0.5 + Math.random() / 2);
    setTimeout(() => connect(client, attempt + 1), delay);
  };
  socket.on('close', retry);
  socket.on('error', () => socket.terminate());
}

function transmit(client: Client, sent: Sent): void {
  frame(client, {
    type: 'send',
    conversation_id: client.conversation,
    client_id: sent.clientId,
    text: sent.text,
  });
}

/** Each client's pump: a new message when the socket is up and few are on the wire. */
const pump = setInterval(() => {
  for (const client of clients) {
    if (!client.socket || client.socket.readyState !== WebSocket.OPEN) continue;
    if (Date.now() - client.lastFrame < FRAME_GAP_MS) continue;
    if (client.inFlight.size >= IN_FLIGHT || client.queue.length === 0) continue;
    const sent = client.queue.shift()!;
    client.inFlight.set(sent.clientId, sent);
    transmit(client, sent);
  }
}, 10);

/** Random drops: the socket is cut without a close frame (a phone losing its network). */
const dropper = setInterval(() => {
  for (const client of clients)
    if (client.socket && Math.random() < DROP_CHANCE) {
      client.drops += 1;
      client.socket.terminate();
    }
}, 1000);

const sendStart = Date.now();
for (const client of clients) connect(client);

/** Halfway: SIGKILL the first API process, start it again on its port. */
const killer = (async () => {
  while (ackedTotal < total / 2) await new Promise((r) => setTimeout(r, 50));
  apis[0]!.child.kill('SIGKILL');
  killed = true;
  await new Promise((r) => apis[0]!.child.once('exit', r));
  await new Promise((r) => setTimeout(r, 500));
  await world.restart(0);
  restarted = true;
})();

const deadline = Date.now() + 15 * 60_000;
while (clients.some((c) => c.queue.length > 0 || c.inFlight.size > 0)) {
  if (Date.now() > deadline) throw new Error('not every message was acknowledged in 15 minutes');
  await new Promise((r) => setTimeout(r, 100));
}
const sendSeconds = (Date.now() - sendStart) / 1000;
clearInterval(pump);
clearInterval(dropper);
await killer;

// Every client catches up on what its partner sent after its last sync.
const expected = 1 + 2 * PER_CLIENT;
const catchUp = Date.now() + 60_000;
while (clients.some((c) => contiguous(c) < expected)) {
  if (Date.now() > catchUp) break;
  for (const client of clients)
    if (contiguous(client) < expected)
      frame(client, {
        type: 'sync',
        conversation_id: client.conversation,
        after: contiguous(client),
      });
  await new Promise((r) => setTimeout(r, 500));
}
for (const client of clients) {
  client.socket?.removeAllListeners('close');
  client.socket?.close();
}

// The stored truth.
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const duplicated = Number(
  (
    await db.query(
      'select count(*) from (select sender_id, client_id from chat_messages group by 1, 2 having count(*) > 1) d',
    )
  ).rows[0].count,
);
const stored = Number((await db.query('select count(*) from chat_messages')).rows[0].count);
const rows = (
  await db.query<{ conversation_id: string; seq: number; client_id: string }>(
    'select conversation_id, seq, client_id from chat_messages order by conversation_id, seq',
  )
).rows;
await db.end();

const byConversation = new Map<string, { seq: number; client_id: string }[]>();
for (const row of rows) {
  const list = byConversation.get(String(row.conversation_id)) ?? [];
  list.push(row);
  byConversation.set(String(row.conversation_id), list);
}
let gaps = 0;
let lost = 0;
let wrongSeq = 0;
let clientsBehind = 0;
for (const [, list] of byConversation) if (list.some((row, i) => row.seq !== i + 1)) gaps += 1;
for (const client of clients) {
  const list = byConversation.get(client.conversation) ?? [];
  const storedIds = new Map(list.map((row) => [row.client_id, row.seq]));
  for (const sent of Array.from(
    { length: PER_CLIENT },
    (_, n) => `bench-${process.pid}-${client.index}-${n}`,
  )) {
    if (!storedIds.has(sent)) lost += 1;
    else if (client.acked.get(sent) !== storedIds.get(sent)) wrongSeq += 1;
  }
  const own = [...client.seen.entries()].sort((a, b) => a[0] - b[0]);
  const same =
    own.length === list.length &&
    own.every(([seq, id], i) => seq === list[i]!.seq && id === list[i]!.client_id);
  if (!same) clientsBehind += 1;
}
const sum = (pick: (c: Client) => number) => clients.reduce((n, c) => n + pick(c), 0);

console.log(`\n| measure | value |\n| --- | ---: |`);
console.log(`| clients (conversations) | ${clients.length} (${byConversation.size}) |`);
console.log(
  `| messages sent (+ one first message a conversation) | ${total} (+${byConversation.size}) |`,
);
console.log(`| messages stored | ${stored} |`);
console.log(`| acknowledged | ${ackedTotal} |`);
console.log(`| sockets dropped at random | ${sum((c) => c.drops)} |`);
console.log(`| connections opened | ${sum((c) => c.connections)} |`);
console.log(`| messages sent again after a drop | ${sum((c) => c.resends)} |`);
console.log(
  `| API process killed (SIGKILL) and restarted | ${killed && restarted ? 'yes' : 'no'} |`,
);
console.log(`| lost (sent, never stored) | ${lost} |`);
console.log(`| duplicated (one client id stored twice) | ${duplicated} |`);
console.log(`| acknowledged with another sequence than stored | ${wrongSeq} |`);
console.log(`| conversations with a gap in 1..N | ${gaps} |`);
console.log(`| clients whose copy differs from the stored conversation | ${clientsBehind} |`);
console.log(`| setup (accounts, ads) | ${setupSeconds.toFixed(1)} s |`);
console.log(
  `| sending until all acknowledged | ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)} msg/s) |`,
);

await world.close();
const ok =
  lost === 0 &&
  duplicated === 0 &&
  wrongSeq === 0 &&
  gaps === 0 &&
  clientsBehind === 0 &&
  stored === total + byConversation.size &&
  killed &&
  restarted;
console.log(ok ? '\nPASS: 0 lost, 0 duplicated, every client in order' : '\nFAIL');
process.exit(ok ? 0 : 1);
