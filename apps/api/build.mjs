#!/usr/bin/env node
// Builds the API for production: src/main.ts and the workspace packages it imports (TypeScript
// source) bundled into build/server/main.js, the npm dependencies left as imports. `node
// build/server/main.js` then runs without tsx (no compiler in memory: a third of the resident
// size). The bundle sits two folders below apps/api, as src/config and src/db do, so the paths
// they resolve from import.meta.url (the repository, the migrations) are the same.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@repo/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'build/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // npm dependencies (and their subpaths, e.g. @electric-sql/pglite/contrib/pg_trgm) stay imports.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some dependencies of the workspace packages are CommonJS: give the bundle a require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('[api] built build/server/main.js');
