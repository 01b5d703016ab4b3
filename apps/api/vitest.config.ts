import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@repo/vitest-config';

/**
 * The suite runs on PGlite always, and again on PostgreSQL when DATABASE_URL is set
 * (each test file gets a fresh database on that server).
 */
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig(
  vitestPreset({
    projects: engines.map((engine) => ({
      extends: true,
      test: { name: engine, env: { TEST_DB: engine } },
    })),
  }),
);
