import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web server's log under the requests any visitor can send: each client error is
 * one short line, and no stack. It runs `server.js` as production runs it, on the production
 * build (built here when there is none, as in a fresh clone; after changing the app, run
 * `pnpm --filter @repo/web build` so that the build is the code under test).
 */
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.WEB_LOG_TEST_PORT ?? 4110);
/** Nothing answers there: the pages under test need no API. */
const API_PORT = Number(process.env.WEB_LOG_TEST_API_PORT ?? 4199);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
/** Everything the server printed, stdout and stderr. */
let output = '';

function send(method: string, path: string, headers: Record<string, string> = {}, body = '') {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${ORIGIN}${path}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function until(condition: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}. Output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The server's `[web]` lines about requests (not its start line). */
const requestLines = () =>
  output.split('\n').filter((line) => line.startsWith('[web] ') && !/is running/.test(line));

beforeAll(async () => {
  if (!existsSync(`${WEB_DIR}/build/server/index.js`)) {
    const built = spawnSync(`${WEB_DIR}/node_modules/.bin/remix`, ['vite:build'], {
      cwd: WEB_DIR,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`The build failed:\n${built.stdout}${built.stderr}`);
  }
  server = spawn(process.execPath, ['server.js'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      API_TIMEOUT_MS: '1000',
      INSECURE_COOKIES: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => output.includes('is running') || server?.exitCode !== null, 'the server');
  if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
}, 180_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Requests any visitor may send, the status each gets and the one line it leaves. */
const CLIENT_ERRORS: [string, string, Record<string, string>, string, number, string][] = [
  ['POST', '/posting-rule', FORM, 'a=1', 405, '405 POST /posting-rule: no action at this address'],
  ['OPTIONS', '/', {}, '', 405, '405 OPTIONS /: method not allowed'],
  ['GET', '/color-mode', {}, '', 400, '400 GET /color-mode: no loader at this address'],
  [
    'POST',
    '/login',
    { 'content-type': 'application/json' },
    '{}',
    415,
    '415 POST /login: body is not a form',
  ],
  [
    'POST',
    '/km/login',
    { 'content-type': 'multipart/form-data; boundary=b' },
    '--b\r\nx',
    400,
    '400 POST /km/login: form body does not parse',
  ],
  ['GET', '/en/%E0%A4%A', {}, '', 400, '400 GET /en/%E0%A4%A: path does not decode'],
  ['TRACE', '/', {}, '', 405, '405 TRACE /: method not allowed'],
  [
    'POST',
    '/login',
    { ...FORM, origin: ORIGIN, 'x-forwarded-host': 'evil.example' },
    'a=1',
    403,
    '403 POST /login: sent from another site',
  ],
];

describe('the web server log', () => {
  it('has one short line per client error, without a stack', async () => {
    const statuses: number[] = [];
    // One after another, so that the lines come in order.
    for (const [method, path, headers, body] of CLIENT_ERRORS)
      statuses.push(await send(method, path, headers, body));
    expect(statuses).toEqual(CLIENT_ERRORS.map((entry) => entry[4]));
    await until(() => requestLines().length >= CLIENT_ERRORS.length, 'the log lines', 5_000);
    expect(requestLines()).toEqual(CLIENT_ERRORS.map((entry) => `[web] ${entry[5]}`));
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('answers a post without a body as an empty form, not a 500 with a stack', async () => {
    const before = requestLines().length;
    // The colour-mode action reads the form and sends the visitor back (no mode: the default).
    expect(await send('POST', '/color-mode')).toBe(303);
    expect(await send('POST', '/color-mode', { 'content-type': 'text/plain' })).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestLines().slice(before)).toEqual([]);
    expect(output).not.toMatch(/^\s+at /m);
  });
});
