import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../../..');

export interface Started {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts a node process and resolves once it is answering `probe` (or printed LISTENING <port>). */
export async function startNode(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; url?: string; probe?: string },
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let url = options.url;
  if (!url) {
    url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /LISTENING (\d+)/.exec(chunk.toString());
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      child.once('exit', (code) => reject(new Error(`process exited early (${code})`)));
    });
  } else {
    child.stdout?.resume();
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`${url}${options.probe ?? '/'}`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`${args.join(' ')} did not start`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// BENCH_PORT_BASE: the first port to use (when other servers run on this machine).
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 4300 + Math.floor(Math.random() * 500));
export const freePort = () => nextPort++;

/** The API on a free port (or `port`) with the given environment (quiet logs). */
export async function startApi(env: NodeJS.ProcessEnv, port = freePort()) {
  // BENCH_API_NODE_ARGS: node flags for the API processes (e.g. `--cpu-prof --cpu-prof-dir=…`).
  const flags = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startNode([...flags, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: { API_PORT: String(port), LOG_LEVEL: 'warn', ...env },
    url: `http://127.0.0.1:${port}`,
    probe: '/health',
  });
}

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** Mean requests/s over DURATION seconds; any non-2xx or error fails the run. */
export async function loadTest(
  url: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    method,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

/**
 * The reference of the page benchmarks: requests/s of a bare node:http server answering these
 * very bytes (lib/bare-server.mjs), measured like the page itself.
 */
export async function bareServerRps(
  body: string,
  contentType: string,
  headers: Record<string, string>,
): Promise<number> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'body');
  writeFileSync(file, body);
  const bare = await startNode([join(import.meta.dirname, 'bare-server.mjs'), file, contentType], {
    cwd: ROOT,
  });
  try {
    return await loadTest(`${bare.url}/`, headers);
  } finally {
    await bare.stop();
  }
}

/**
 * The demo marketplace as the page benchmarks run it: the API (300 demo ads, a fresh data
 * folder, the development outbox so a member can sign up) and the production web server.
 */
export async function startDemoMarketplace(name: string): Promise<{ api: Started; web: Started }> {
  const api = await startApi({
    DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${name}-`)),
    DEMO_ADS: '300',
    // The member signs up through the development outbox (loopback only).
    DEV_ROUTES: 'true',
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000',
    CODE_SENDS_PER_IP_PER_HOUR: '1000',
  });
  const port = freePort();
  const web = await startNode(['server.js'], {
    cwd: join(ROOT, 'apps/web'),
    env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url, INSECURE_COOKIES: 'true' },
    url: `http://127.0.0.1:${port}`,
  });
  return { api, web };
}

/**
 * The visitors' page benchmarks' marketplace (category, store page): an API on a fresh data
 * folder with `DEMO_ADS` demo ads (default 300) and no background jobs, first started once for
 * the migrations and the demo content and stopped before photos pile up; and `startWeb`, the
 * production web server in front of it with the settings a run compares (the page cache).
 */
export async function startVisitorMarketplace(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const demoAds = process.env.DEMO_ADS ?? '300';
  await (await startApi({ DATA_DIR: dataDir, DEMO_ADS: demoAds, JOBS: 'off' })).stop();
  const api = await startApi({ DATA_DIR: dataDir, DEMO_ADS: demoAds, JOBS: 'off' });
  const startWeb = (env: NodeJS.ProcessEnv) => {
    const port = freePort();
    return startNode(['server.js'], {
      cwd: join(ROOT, 'apps/web'),
      env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url, ...env },
      url: `http://127.0.0.1:${port}`,
    });
  };
  return { api, startWeb, demoAds };
}
