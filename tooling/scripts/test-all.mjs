#!/usr/bin/env node
// `pnpm test`: lint, typecheck and unit/integration tests of every workspace (Turbo),
// then the browser tests in Debian's Chromium, then one line: `N passed, N failed`.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function sh(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

function hasKhmerFont() {
  try {
    return execSync('fc-list :lang=km family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

/** Browser tests need Debian's Chromium and a Khmer font; install them when we may. */
function ensureBrowser() {
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!hasKhmerFont()) missing.push('fonts-khmeros');
  if (missing.length === 0) return true;
  if (!isRoot) {
    console.error(`\nBrowser tests need Debian packages that are missing: ${missing.join(' ')}.`);
    console.error(
      `Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    return false;
  }
  console.log(`[test] installing ${missing.join(' ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    sh('apt-get', ['update', '-qq'], { env }) === 0 &&
    sh('apt-get', ['install', '-y', '-qq', ...missing], { env }) === 0
  );
}

const workspaces = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name)),
);
for (const dir of workspaces) rmSync(join(dir, '.reports'), { recursive: true, force: true });
rmSync(join(root, '.turbo/runs'), { recursive: true, force: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `  ${name.padEnd(34)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

// 1. Lint, typecheck and tests of every workspace, two at a time (2 cores).
const turboStatus = sh('pnpm', [
  'exec',
  'turbo',
  'run',
  'lint',
  'typecheck',
  'test',
  '--continue',
  '--concurrency=2',
  '--summarize',
  '--output-logs=errors-only',
]);

const summaryDir = join(root, '.turbo/runs');
const summaryFile = existsSync(summaryDir)
  ? readdirSync(summaryDir).find((f) => f.endsWith('.json'))
  : undefined;
const tasks = summaryFile
  ? JSON.parse(readFileSync(join(summaryDir, summaryFile), 'utf8')).tasks
  : [];
if (!summaryFile) record('turbo (no run summary)', 0, 1);

// Formatting of the whole tree counts as one check.
const formatStatus = sh('pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
record('prettier (whole tree)', formatStatus === 0 ? 1 : 0, formatStatus === 0 ? 0 : 1);

// Static checks count one each: a failing lint or typecheck fails the run like a test.
for (const kind of ['lint', 'typecheck']) {
  const ran = tasks.filter((t) => t.task === kind && t.command !== '<NONEXISTENT>');
  const failed = ran.filter((t) => t.execution?.exitCode !== 0);
  record(`${kind} (workspaces)`, ran.length - failed.length, failed.length);
  for (const t of failed) lines.push(`    ✗ ${t.taskId}`);
}

// Vitest JSON reports, one per workspace; a test task that failed without a report counts as a failure.
for (const task of tasks.filter((t) => t.task === 'test' && t.command !== '<NONEXISTENT>')) {
  const report = join(root, task.directory, '.reports/vitest.json');
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    record(
      `vitest ${task.package}`,
      json.numPassedTests,
      json.numFailedTests,
      json.numPendingTests + json.numTodoTests,
    );
  } else {
    record(`vitest ${task.package} (no report)`, 0, 1);
  }
}

// 2. Browser tests against the production build.
if (ensureBrowser()) {
  const buildStatus = sh('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@repo/web',
    '--output-logs=errors-only',
  ]);
  if (buildStatus !== 0) {
    record('web build', 0, 1);
  } else {
    const e2eStatus = sh('pnpm', ['--filter', '@repo/web', 'test:e2e']);
    const report = join(root, 'apps/web/.reports/playwright.json');
    if (existsSync(report)) {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      record(
        'playwright (chromium, JS on/off)',
        stats.expected + stats.flaky,
        stats.unexpected,
        stats.skipped,
      );
      // Playwright failed before or besides its tests (a web server that did not start, a port
      // in use): its report counts nothing, and that is never green.
      if (e2eStatus !== 0 && stats.unexpected === 0)
        record('playwright (exited non-zero without a failing test)', 0, 1);
    } else {
      record('playwright (no report)', 0, 1);
    }
  }
} else {
  record('playwright (chromium missing)', 0, 1);
}

console.log('\nSuites:');
for (const line of lines) console.log(line);
if (turboStatus !== 0 && totals.failed === 0) {
  // Turbo failed in a way no report captured (e.g. a crash); never report green on that.
  totals.failed += 1;
  console.log('  turbo exited non-zero without a failing report: counted as 1 failure');
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
