import { react } from '@repo/eslint-config/react';

/**
 * Feature-sliced layers import only downward:
 * routes → pages → widgets → features → entities → shared → @repo/*.
 */
const layers = ['routes', 'pages', 'widgets', 'features', 'entities', 'shared'];
const boundaries = layers.map((layer, index) => ({
  files: [`app/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: layers.slice(0, index).flatMap((upper) => [`~/${upper}/*`, `**/${upper}/*`]),
            message: `app/${layer} may import only from layers below it (${layers.slice(index + 1).join(', ') || '@repo/* packages'}).`,
          },
        ],
      },
    ],
  },
}));

/** The app reads its environment in one module, checked at start-up. */
const oneEnvironmentModule = {
  files: ['app/**/*.{ts,tsx}'],
  ignores: ['app/shared/config/env.server.ts', 'app/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'process',
        property: 'env',
        message:
          'Read settings from `serverEnv` (app/shared/config/env.server.ts), where each is checked.',
      },
    ],
  },
};

export default [
  ...react,
  { ignores: ['build/**', 'test-results/**', 'playwright-report/**'] },
  oneEnvironmentModule,
  ...boundaries.filter(
    (config) => config.rules['no-restricted-imports'][1].patterns[0].group.length > 0,
  ),
];
