import pg from 'pg';
import { freePort, startApi, type Started } from './processes.ts';

/**
 * The chat benchmarks' world (chat-durability, chat-sockets): a fresh PostgreSQL database,
 * API processes on it and on Redis, members signed up through the development outbox, and
 * conversations about ads they post.
 */

const PG_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ChatWorld {
  ports: number[];
  apis: Started[];
  databaseUrl: string;
  /** Starts the API process on `ports[index]` again (after it was killed). */
  restart(index: number): Promise<void>;
  call<T>(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Record<string, string | string[]>,
  ): Promise<T>;
  /** A member: their device and access token. */
  signUp(index: number): Promise<{ device: string; token: string }>;
  /** The seller's ad and the buyer's first message about it: the conversation's id. */
  converse(
    seller: { device: string; token: string },
    buyer: { device: string; token: string },
    index: number,
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startChatWorld(options: {
  processes: number;
  env?: Record<string, string>;
}): Promise<ChatWorld> {
  const database = `psar_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${database} TEMPLATE template0 LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`,
  );
  const databaseUrl = `${PG_URL}/${database}`;
  const ports = Array.from({ length: options.processes }, () => freePort());
  const apiEnv = (port: number) => ({
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    DEV_ROUTES: 'true',
    DEMO_ADS: '0',
    JOBS: 'off',
    CHAT_MESSAGES_PER_MINUTE: '1000000',
    CHAT_CONVERSATIONS_PER_HOUR: '100000',
    AD_POSTS_PER_HOUR: '100000',
    CODE_SENDS_PER_IP_PER_HOUR: '1000000',
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000000',
    MESSAGE_LIMIT_PER_IP: '1000000',
    ...options.env,
  });
  // One after the other: the first runs the migrations.
  const apis: Started[] = [];
  for (const port of ports) apis.push(await startApi(apiEnv(port), port));

  async function call<T>(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Record<string, string | string[]>,
  ): Promise<T> {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body ?? {}))
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
    const response = await fetch(`http://127.0.0.1:${ports[0]}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? form : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  return {
    ports,
    apis,
    databaseUrl,
    call,
    async restart(index) {
      apis[index] = await startApi(apiEnv(ports[index]!), ports[index]);
    },
    async signUp(index) {
      const device = `bench-chat-${process.pid}-${index}`;
      const headers = { 'Device-Id': device };
      const phone = `097${process.pid % 10}${String(index).padStart(6, '0')}`;
      const { ticket } = await call<{ ticket: string }>('POST', '/auth/register', headers, {
        login: phone,
        first_name: `Client${index}`,
        last_name: 'Bench',
        password: 'bench chat 2026 mango',
      });
      const outbox = await call<{ body: string }[]>(
        'GET',
        `/api/dev/outbox?limit=1&to=${encodeURIComponent(`+855${phone.slice(1)}`)}`,
        headers,
      );
      const code = /\b(\d{6})\b/.exec(outbox[0]!.body)![1]!;
      const { token } = await call<{ token: { access_token: string } }>(
        'POST',
        '/auth/verify',
        headers,
        { ticket, code },
      );
      return { device, token: token.access_token };
    },
    async converse(seller, buyer, index) {
      const ad = await call<{ id: string }>(
        'POST',
        '/api/me/posts',
        { 'Device-Id': seller.device, 'Access-Token': seller.token },
        {
          category_id: '101',
          title: `Bench phone ${index}`,
          description: 'Like new, battery 90%, with box.',
          price: '100',
          price_kind: 'fixed',
          province_id: '12',
          address: 'Street 63, BKK1',
          contact_name: 'Dara',
          phones: ['012 345 678'],
          condition: 'used',
          color: 'silver',
          storage: '256gb',
        },
      );
      const first = await call<{ conversation_id: string }>(
        'POST',
        '/api/chats',
        { 'Device-Id': buyer.device, 'Access-Token': buyer.token },
        { ad_id: ad.id, client_id: `bench-first-${index}-${process.pid}`, text: 'Hello' },
      );
      return first.conversation_id;
    },
    async close() {
      for (const api of apis) await api.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}
