import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '../app/entry.server.tsx';
import { clientErrorLine, logFailedRequest, pathOf } from './request-log.js';

/** What the server wrote to its console during the test: every call, as one string each. */
function captureConsole() {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => {
    lines.push(
      args
        .map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : String(arg)))
        .join(' '),
    );
  };
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(capture);
  return lines;
}

const STACK_LINE = /^\s+at /m;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failed request in the log', () => {
  it('is one short line for a client error: status, method, path (no query), reason', () => {
    const lines = captureConsole();
    logFailedRequest({
      method: 'POST',
      url: '/login?code=secret',
      status: 405,
      reason: 'no action at this address',
    });
    expect(lines).toEqual(['[web] 405 POST /login: no action at this address']);
  });

  it('keeps a visitor-chosen path to one bounded, printable line', () => {
    const line = clientErrorLine({
      method: 'GET',
      url: `/${'a'.repeat(5000)}\n    at fake (x.js:1:1)`,
      status: 400,
    });
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(240);
    expect(line).toMatch(/^\[web\] 400 GET \/a+\.\.\.: Bad Request$/);
    expect(pathOf('http://localhost/km/c-cars?q=x')).toBe('/km/c-cars');
  });

  it('carries the stack of a server error', () => {
    const lines = captureConsole();
    logFailedRequest({ method: 'GET', url: '/', status: 500, error: new Error('database gone') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[web\] 500 GET \/: Error: database gone/);
    expect(lines[0]).toMatch(STACK_LINE);
  });
});

/**
 * Remix's own request handler with the app's `handleError` and three routes: a page without an
 * action, a route with an action only, and a page whose loader fails. The router makes the 4xx
 * error responses itself, each holding an Error (with its stack) that it hands to `handleError`.
 */
function remixWithAppHandleError() {
  const page = () => null;
  const build = {
    mode: 'production',
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    isSpaMode: false,
    future: { v3_singleFetch: true },
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
    entry: {
      module: {
        handleError,
        default: (_request: Request, status: number) => new Response('page', { status }),
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: page } },
      'posting-rule': {
        id: 'posting-rule',
        parentId: 'root',
        path: 'posting-rule',
        module: { default: page, loader: () => Response.json({ rules: [] }) },
      },
      'color-mode': {
        id: 'color-mode',
        parentId: 'root',
        path: 'color-mode',
        module: { action: () => new Response(null, { status: 204 }) },
      },
      broken: {
        id: 'broken',
        parentId: 'root',
        path: 'broken',
        module: {
          default: page,
          loader: () => {
            throw new TypeError('Cannot read properties of undefined');
          },
        },
      },
    },
  } as unknown as ServerBuild;
  return createRequestHandler(build, 'production');
}

describe("Remix's errors through the app's handleError", () => {
  const handle = remixWithAppHandleError();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('log a client error as one line without a stack', async () => {
    const lines = captureConsole();
    const requests = [
      new Request('http://localhost/posting-rule', { method: 'POST', headers: form, body: 'a=1' }),
      new Request('http://localhost/posting-rule', { method: 'OPTIONS' }),
      new Request('http://localhost/color-mode'),
      new Request('http://localhost/posting-rule.data', {
        method: 'POST',
        headers: form,
        body: 'a=1',
      }),
    ];
    const statuses = [];
    for (const request of requests) statuses.push((await handle(request)).status);
    expect(statuses).toEqual([405, 405, 400, 405]);
    expect(lines).toEqual([
      '[web] 405 POST /posting-rule: no action at this address',
      '[web] 405 OPTIONS /posting-rule: method not allowed',
      '[web] 400 GET /color-mode: no loader at this address',
      '[web] 405 POST /posting-rule.data: no action at this address',
    ]);
  });

  it('log nothing for a ?_data request that is answered', async () => {
    const lines = captureConsole();
    const response = await handle(new Request('http://localhost/posting-rule?_data=posting-rule'));
    expect(response.status).toBe(200);
    expect(lines).toEqual([]);
  });

  it('log a server error with its stack', async () => {
    const lines = captureConsole();
    expect((await handle(new Request('http://localhost/broken'))).status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[web\] 500 GET \/broken: TypeError: Cannot read properties/);
    expect(lines[0]).toMatch(STACK_LINE);
  });
});
