/**
 * Shared Vitest preset. Every workspace writes a JSON report to `.reports/vitest.json`
 * so the root test command can total every suite into one `N passed, N failed` line.
 *
 * @param {import('vitest/config').ViteUserConfig['test']} [test] overrides for `test`
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function vitestPreset(test = {}) {
  return {
    test: {
      reporters: process.env.VITEST_REPORTERS === 'none' ? ['default'] : ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      testTimeout: 20_000,
      hookTimeout: 60_000,
      ...test,
    },
  };
}

export default vitestPreset;
