#!/usr/bin/env node
// `pnpm start`: builds the web app, then runs the API (embedded PGlite unless
// DATABASE_URL is set) and the web server, and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Psar needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const gazetteer = resolve(root, '../shared/data/cambodia-gazetteer');

if (!process.env.GAZETTEER_DIR && !existsSync(gazetteer)) {
  console.warn(
    `[start] No gazetteer at ${gazetteer} and GAZETTEER_DIR is not set: the 25 provinces work, ` +
      'but districts and communes stay empty (place filters, the post form). Put the Cambodian ' +
      'gazetteer beside the repository or set GAZETTEER_DIR.',
  );
}

// DEMO=1: try the marketplace locally with demo ads on a fresh embedded database. Both
// processes run in production mode either way: no development routes, no outbox; without an
// SMS gateway or SMTP server the API prints sign-up and reset codes on this console (ADR 0021).
const demo = process.env.DEMO === '1' || process.env.DEMO === 'true';
const demoEnv = demo ? { DEMO_ADS: process.env.DEMO_ADS ?? '300' } : {};

// The web app and the API are built once: Turbo replays a build whose sources did not change.
console.log('[start] building the web app and the API (cached when nothing changed)…');
const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@repo/web',
    '--filter=@repo/api',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function run(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, name, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not start within ${timeoutMs / 1000} s (${url})`);
}

// The API as built JavaScript (apps/api/build.mjs), in production mode.
run('api', ['build/server/main.js'], {
  cwd: resolve(root, 'apps/api'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    ...demoEnv,
    API_PORT: apiPort,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(process.env.DATA_DIR ? { DATA_DIR: resolve(process.env.DATA_DIR) } : {}),
    // Districts and communes come from the shared gazetteer when it sits beside the repo.
    ...(process.env.GAZETTEER_DIR || !existsSync(gazetteer) ? {} : { GAZETTEER_DIR: gazetteer }),
  },
});
await waitFor(`${apiUrl}/health`, 'The API');

run('web', ['server.js'], {
  cwd: resolve(root, 'apps/web'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: webPort,
    HOST: host,
    API_URL: apiUrl,
    INSECURE_COOKIES: process.env.INSECURE_COOKIES ?? 'true',
  },
});
await waitFor(`http://${host}:${webPort}/`, 'The web app');
console.log(
  `\n  Psar is running at http://${host}:${webPort}  (API ${apiUrl}, OpenAPI ${apiUrl}/docs)\n`,
);
