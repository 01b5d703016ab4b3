import base from '@repo/eslint-config/base';

const DOOR =
  "A module is entered only through its index.ts (docs/architecture.md): import from '../<module>/index.ts', and add there what another module needs.";

/**
 * API modules have one door each: another module, the app, the CLI and the plugins import
 * `modules/<module>/index.ts`, never a module's other files. Tests and fixtures may reach in to
 * set up data.
 */
const testFiles = ['src/**/*.test.ts', 'src/**/*.fixtures.ts', 'src/test/**'];

export default [
  ...base,
  {
    files: ['src/modules/*/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)', message: DOOR }] },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/modules/**', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[^/]+/(?!index\\.ts$)', message: DOOR }] },
      ],
    },
  },
];
