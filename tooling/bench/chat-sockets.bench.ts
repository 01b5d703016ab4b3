/**
 * The chat socket budget (issue 16): 5,000 authenticated sockets held at once, at most 50 KB of
 * memory each on the API, and 200 messages a second between them delivered with p95 ≤ 100 ms
 * from send to receipt, on PostgreSQL and Redis.
 *
 * Two API processes on one database and one Redis; 500 members with 10 sockets each (the
 * member's limit, CHAT_SOCKETS_PER_MEMBER), half of each member's sockets on each process; 250
 * conversations. Memory: the growth of the two processes' resident memory from half of the
 * sockets to all of them, divided by the sockets of the second half (fresh API processes after
 * the members signed up; the margin leaves out what a process allocates once); the reference, in the same run, is a
 * bare `ws` server holding as many sockets (lib/bare-ws-server.mjs). Latency: from the moment a
 * message frame is written on one of the sender's sockets to each of the recipient's ten
 * sockets receiving it (every receipt counts).
 *
 * Usage: pnpm --filter @repo/bench bench:chat-sockets
 * (BENCH_SOCKET_MEMBERS 500, BENCH_SOCKETS_EACH 10, BENCH_RATE 200 msg/s, BENCH_SECONDS 20)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startChatWorld } from './lib/chat-setup.ts';
import { cpuSnapshot, pidsNamed } from './lib/cpu.ts';
import { ROOT, startNode } from './lib/processes.ts';

const MEMBERS = Number(process.env.BENCH_SOCKET_MEMBERS ?? 500);
const EACH = Number(process.env.BENCH_SOCKETS_EACH ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SOCKETS = MEMBERS * EACH;

/** Resident memory of a process (kB), from /proc. */
const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens the sockets `from` up to `to` (into `sockets`, a few hundred at a time) and resolves
 * when all said ready.
 */
async function openSockets(
  sockets: WebSocket[],
  [from, count]: [number, number],
  target: (i: number) => { url: string; headers: Record<string, string> },
  onFrame: (i: number, data: string) => void = () => {},
): Promise<WebSocket[]> {
  for (let start = from; start < count; start += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, count - start) }, (_, k) => {
        const i = start + k;
        const { url, headers } = target(i);
        return new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(url, { headers, perMessageDeflate: false });
          sockets[i] = socket;
          let ready = false;
          socket.on('message', (data) => {
            const text = String(data);
            if (!ready && text.includes('"ready"')) {
              ready = true;
              resolve();
            } else onFrame(i, text);
          });
          socket.on('error', reject);
          socket.on('close', () => (ready ? undefined : reject(new Error(`socket ${i} closed`))));
        });
      }),
    );
  }
  return sockets;
}

// The reference: the same number of sockets on a bare ws server.
const bare = await startNode([join(import.meta.dirname, 'lib/bare-ws-server.mjs')], { cwd: ROOT });
await sleep(1000);
// Memory is measured at the margin: from half of the sockets to all of them, so what a process
// allocates once (code compiled on the first requests, pools) is not charged to the sockets.
const HALF = Math.floor(SOCKETS / 2);
const bareSockets: WebSocket[] = [];
const bareTarget = () => ({ url: bare.url.replace('http', 'ws'), headers: {} });
await openSockets(bareSockets, [0, HALF], bareTarget);
await sleep(3000);
const bareBefore = rssKb(bare.child.pid!);
await openSockets(bareSockets, [HALF, SOCKETS], bareTarget);
await sleep(3000);
const bareAfter = rssKb(bare.child.pid!);
for (const socket of bareSockets) socket.terminate();
await bare.stop();

const world = await startChatWorld({
  processes: 2,
  env: { CHAT_SOCKETS_PER_MEMBER: String(EACH), LOG_LEVEL: 'error' },
});
const started = Date.now();
const members: { device: string; token: string }[] = [];
for (let start = 0; start < MEMBERS; start += 25)
  members.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(25, MEMBERS - start) }, (_, k) => world.signUp(start + k)),
    )),
  );
const conversations: { id: string; seller: number; buyer: number }[] = [];
for (let pair = 0; pair < MEMBERS / 2; pair += 1)
  conversations.push({
    id: await world.converse(members[pair * 2]!, members[pair * 2 + 1]!, pair),
    seller: pair * 2,
    buyer: pair * 2 + 1,
  });
const setupSeconds = (Date.now() - started) / 1000;

// Fresh API processes for the measure: signing members up (password hashing) leaves memory the
// processes give back only slowly, which would hide the sockets' own cost.
for (let index = 0; index < world.apis.length; index += 1) {
  await world.apis[index]!.stop();
  await world.restart(index);
}
await sleep(2000);
const pids = world.apis.map((api) => api.child.pid!);

/** When each message left (by client id), and every receipt's delay (ms). */
const sentAt = new Map<string, number>();
const delays: number[] = [];
let acks = 0;
let refused = 0;
const memberOf = (socket: number) => Math.floor(socket / EACH);
const sockets: WebSocket[] = [];
const apiTarget = (i: number) => ({
  url: `ws://127.0.0.1:${world.ports[i % world.ports.length]}/api/chats/socket`,
  headers: {
    'Device-Id': members[memberOf(i)]!.device,
    'Access-Token': members[memberOf(i)]!.token,
  },
});
const onFrame = (_i: number, text: string) => {
  const at = performance.now();
  const frame = JSON.parse(text) as {
    type: string;
    message?: { mine: boolean; client_id: string };
  };
  if (frame.type === 'message' && frame.message && !frame.message.mine) {
    const sent = sentAt.get(frame.message.client_id);
    if (sent !== undefined) delays.push(at - sent);
  } else if (frame.type === 'ack') acks += 1;
  else if (frame.type === 'refused') refused += 1;
};
await openSockets(sockets, [0, HALF], apiTarget, onFrame);
await sleep(5000);
const apiBefore = pids.map(rssKb);
await openSockets(sockets, [HALF, SOCKETS], apiTarget, onFrame);
const openedSeconds = (Date.now() - started) / 1000 - setupSeconds - 5;
await sleep(5000);
const apiAfter = pids.map(rssKb);
const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;

// 200 messages a second for SECONDS: a random conversation, a random side, one of its sockets.
let sent = 0;
const total = RATE * SECONDS;
// Where the machine's CPU goes while the messages flow (2 cores: 200 % is all of it).
const cpu = cpuSnapshot({
  api: () => pids,
  postgres: () => pidsNamed('postgres'),
  redis: () => pidsNamed('redis-server'),
  load: () => [process.pid],
});
const sendStart = performance.now();
while (sent < total) {
  const due = Math.floor(((performance.now() - sendStart) / 1000) * RATE);
  for (; sent < Math.min(due, total); sent += 1) {
    const c = conversations[Math.floor(Math.random() * conversations.length)]!;
    const from = Math.random() < 0.5 ? c.seller : c.buyer;
    const socket = sockets[from * EACH + Math.floor(Math.random() * EACH)]!;
    const clientId = `load-${process.pid}-${sent}`;
    sentAt.set(clientId, performance.now());
    socket.send(
      JSON.stringify({
        type: 'send',
        conversation_id: c.id,
        client_id: clientId,
        text: `Load ${sent}`,
      }),
    );
  }
  await sleep(5);
}
const sendSeconds = (performance.now() - sendStart) / 1000;
const expectedReceipts = total * EACH;
const drain = Date.now() + 30_000;
while (delays.length < expectedReceipts && Date.now() < drain) await sleep(100);
const flowSeconds = (performance.now() - sendStart) / 1000;
const used = cpu.since();
const postgresProcesses = pidsNamed('postgres').length;
const stillOpen = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
for (const socket of sockets) socket.terminate();
await world.close();

delays.sort((a, b) => a - b);
const pct = (p: number) =>
  delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] ?? NaN;
const perSocket = (before: number[], after: number[]) =>
  (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / (SOCKETS - HALF);
const apiPer = perSocket(apiBefore, apiAfter);
const barePer = (bareAfter - bareBefore) / (SOCKETS - HALF);

console.log(`\n| measure | value |\n| --- | ---: |`);
console.log(`| members × sockets each | ${MEMBERS} × ${EACH} |`);
console.log(
  `| sockets ready, open after 5 s, open at the end | ${SOCKETS}, ${open}, ${stillOpen} |`,
);
console.log(`| setup (members, ads, conversations) | ${setupSeconds.toFixed(1)} s |`);
console.log(`| opening the ${SOCKETS} sockets | ${openedSeconds.toFixed(1)} s |`);
console.log(
  `| API resident memory at half → all of the sockets (two processes) | ${apiBefore.map((k) => (k / 1024).toFixed(0)).join(' + ')} → ${apiAfter.map((k) => (k / 1024).toFixed(0)).join(' + ')} MB |`,
);
console.log(`| API memory per socket | ${apiPer.toFixed(1)} KB (budget 50) |`);
console.log(
  `| reference: bare ws server per socket | ${barePer.toFixed(1)} KB (API ÷ reference ${(apiPer / barePer).toFixed(2)}×) |`,
);
console.log(
  `| messages sent | ${total} in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)} msg/s) |`,
);
console.log(`| acknowledged, refused | ${acks}, ${refused} |`);
console.log(
  `| receipts (recipient's ${EACH} sockets each) | ${delays.length} of ${expectedReceipts} |`,
);
console.log(
  `| CPU while the messages flow (% of one core): machine, API (two), PostgreSQL, Redis, load generator | ${['machine', 'api', 'postgres', 'redis', 'load'].map((k) => `${((used[k]! / flowSeconds) * 100).toFixed(0)} %`).join(', ')} |`,
);
console.log(`| PostgreSQL processes at the end | ${postgresProcesses} |`);
console.log(`| API CPU per message | ${((used.api! / total) * 1000).toFixed(2)} ms |`);
console.log(
  `| send → receipt p50 / p95 / p99 | ${pct(0.5).toFixed(1)} / ${pct(0.95).toFixed(1)} / ${pct(0.99).toFixed(1)} ms (budget p95 100) |`,
);
process.exit(0);
