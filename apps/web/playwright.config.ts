import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the
 * production build, with a fresh PGlite data folder for the API, JavaScript on and off.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4101);
/** A second web server whose API address answers nothing: pages must still render. */
export const API_DOWN_WEB_PORT = Number(process.env.E2E_API_DOWN_WEB_PORT ?? 4102);
const DEAD_API_PORT = 4199;
/**
 * A second API and web server with the settings a stranger's `pnpm start` has (production, no
 * development routes, codes printed on the API's console, which is written to PRODUCTION_API_LOG).
 */
export const PRODUCTION_WEB_PORT = Number(process.env.E2E_PRODUCTION_WEB_PORT ?? 4104);
export const PRODUCTION_API_PORT = Number(process.env.E2E_PRODUCTION_API_PORT ?? 4105);
/** A local stand-in for Google's OAuth endpoints (tests/fake-google.mjs). */
const FAKE_GOOGLE = `http://127.0.0.1:${Number(process.env.E2E_FAKE_GOOGLE_PORT ?? 4103)}`;
const GOOGLE = {
  GOOGLE_CLIENT_ID: 'fake-google-client',
  GOOGLE_CLIENT_SECRET: 'fake-google-secret',
  GOOGLE_AUTHORIZATION_URL: `${FAKE_GOOGLE}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${FAKE_GOOGLE}/token`,
  GOOGLE_USERINFO_URL: `${FAKE_GOOGLE}/userinfo`,
};
/**
 * The map tiles' address handed to the main web server: a tile server the map tests start on
 * this port (store-branches.spec.ts), so no test asks OpenStreetMap for tiles.
 */
const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? 4106);
/** Districts and communes for the post form's place selects, as the API suite uses them. */
const GAZETTEER_DIR =
  process.env.GAZETTEER_DIR ??
  fileURLToPath(new URL('../../../shared/data/cambodia-gazetteer', import.meta.url));
// Set once in the main process; workers inherit it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psar-e2e-'));
process.env.E2E_PRODUCTION_API_LOG ??= join(process.env.E2E_DATA_DIR, 'production-api.log');

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** The production web server on `port`, talking to the API at `apiUrl`. */
function webServer(port: number, apiUrl: string, env: Record<string, string> = {}) {
  return {
    command: 'node server.js',
    url: `http://127.0.0.1:${port}/`,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      INSECURE_COOKIES: 'true',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's whole time, not an assertion's (those keep their 5 s). CI machines differ: the same
  // suite took 23 minutes on one and 57 on another, where a chat test with three members and their
  // browsers passed 30 s (stop 34). Assertions still fail fast; only slow set-up gets room.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    // Behaviour that only exists with JavaScript lives in *.js-only.spec.ts.
    {
      name: 'no-js',
      use: { ...chromium, javaScriptEnabled: false },
      testIgnore: /\.js-only\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node tests/fake-google.mjs',
      url: `${FAKE_GOOGLE}/health`,
      env: { FAKE_GOOGLE_PORT: new URL(FAKE_GOOGLE).port, ...GOOGLE },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Route rules for the redirect tests, stored with the admin CLI before the server starts.
      command: [
        'node --import tsx src/cli/route-rules.ts add /old-cars /c-cars --permanent',
        'node --import tsx src/cli/route-rules.ts add /partner-bank https://www.nbc.gov.kh/ --allow-external',
        'node --import tsx src/main.ts',
      ].join(' && '),
      cwd: '../api',
      url: `http://127.0.0.1:${API_PORT}/health`,
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR!,
        // Always the fresh embedded database, even when CI exports DATABASE_URL for the API suite.
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The suite reads sign-up codes from the development outbox (loopback only).
        DEV_ROUTES: 'true',
        ...(existsSync(GAZETTEER_DIR) ? { GAZETTEER_DIR } : {}),
        // Tests make their own ads; the demo marketplace is tested in the API suite.
        DEMO_ADS: '0',
        // Every browser context is a new device; all of them share 127.0.0.1.
        MESSAGE_LIMIT_PER_DEVICE: '3',
        MESSAGE_LIMIT_PER_IP: '1000',
        // Every browser test signs in from 127.0.0.1: the per-IP sign-in limit is tested in the API suite.
        LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000',
        LOGIN_FREE_FAILURES_PER_ADDRESS: '10000',
        // Low, so that one test puts an account under attack in three tries (ADR 0021).
        LOGIN_CODE_AFTER_FAILURES: '3',
        // Every browser test asks for codes from 127.0.0.1: the per-IP send limit is tested in the API suite.
        CODE_SENDS_PER_IP_PER_HOUR: '10000',
        GOOGLE_USERINFO_URL: GOOGLE.GOOGLE_USERINFO_URL,
        GOOGLE_TOKENINFO_URL: `${FAKE_GOOGLE}/tokeninfo`,
        GOOGLE_CLIENT_ID: GOOGLE.GOOGLE_CLIENT_ID,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    webServer(WEB_PORT, `http://127.0.0.1:${API_PORT}`, {
      ...GOOGLE,
      DEV_ROUTES: 'true',
      MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`,
    }),
    webServer(API_DOWN_WEB_PORT, `http://127.0.0.1:${DEAD_API_PORT}`, { API_TIMEOUT_MS: '2000' }),
    {
      // Default settings, as `pnpm start` runs it: its console is the only place codes go.
      command: `node --import tsx src/main.ts > "${process.env.E2E_PRODUCTION_API_LOG}" 2>&1`,
      cwd: '../api',
      url: `http://127.0.0.1:${PRODUCTION_API_PORT}/health`,
      env: {
        NODE_ENV: 'production',
        API_PORT: String(PRODUCTION_API_PORT),
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        DEV_ROUTES: '',
        EMAIL_TRANSPORT: '',
        SMS_TRANSPORT: '',
        LOG_LEVEL: 'warn',
        JOBS: 'off',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    webServer(PRODUCTION_WEB_PORT, `http://127.0.0.1:${PRODUCTION_API_PORT}`),
  ],
});
