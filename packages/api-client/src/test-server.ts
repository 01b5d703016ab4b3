/**
 * A real HTTP server for the tests (not part of the public API): it records every
 * request and answers with scripted replies, in order; the last reply repeats.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { isAppError, type AppError } from './errors.ts';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/categories?v=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as it is; anything else as JSON. Omit for an empty body. */
  body?: unknown;
  /** Wait this long before answering, in ms. */
  delayMs?: number;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  bases: { api: string; auth: string; notification: string };
  requests: RecordedRequest[];
  /** Replaces the script; the last reply repeats once the others are used. */
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let payload = '';
  if (typeof reply.body === 'string') {
    payload = reply.body;
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(payload);
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let replies: Reply[] = [{ status: 200, body: {} }];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? {};
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send(res, reply);
        }, reply.delayMs);
        timers.add(timer);
      } else {
        send(res, reply);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    bases: { api: `${origin}/api`, auth: `${origin}/auth`, notification: `${origin}/notification` },
    requests,
    script(...next) {
      replies = next.length > 0 ? next : [{ status: 200, body: {} }];
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A port that refuses connections: a server is started on it, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The rejection of a promise as an `AppError`, failing the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(isAppError(error)).toBe(true);
    return error as AppError;
  }
  throw new Error('expected the request to fail');
}

/** An error body in the API's shape. */
export const apiError = (statusCode: number, statusMessage: string, code: string) => ({
  statusCode,
  statusMessage,
  data: { code, message: `${statusMessage} (from the API)` },
});

/**
 * A test server for the whole test file: started before the first test, closed after the
 * last, its recorded requests cleared and its script reset to `200 { ok: true }` before each.
 */
export function useTestServer(): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started) throw new Error('the test server is used before it started');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    current().requests.length = 0;
    current().script({ status: 200, body: { ok: true } });
  });
  return {
    get origin() {
      return current().origin;
    },
    get bases() {
      return current().bases;
    },
    get requests() {
      return current().requests;
    },
    script: (...replies) => current().script(...replies),
    close: () => current().close(),
  };
}
