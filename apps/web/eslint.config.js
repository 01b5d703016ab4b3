import { readdirSync } from 'node:fs';
import { react } from '@repo/eslint-config/react';

/**
 * Feature-sliced layers import only downward:
 * routes → shell → pages → widgets → features → entities → shared → @repo/*.
 * Within pages, widgets, features and entities, a slice does not import another slice of its
 * own layer: what two slices share moves down a layer.
 */
const layers = ['routes', 'shell', 'pages', 'widgets', 'features', 'entities', 'shared'];
const slicedLayers = ['pages', 'widgets', 'features', 'entities'];
const slicesOf = (layer) =>
  readdirSync(new URL(`./app/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaries = layers.flatMap((layer, index) => {
  const upward = {
    group: layers.slice(0, index).flatMap((upper) => [`~/${upper}/*`, `**/${upper}/*`]),
    message: `app/${layer} may import only from layers below it (${layers.slice(index + 1).join(', ') || '@repo/* packages'}).`,
  };
  const slices = slicedLayers.includes(layer) ? slicesOf(layer) : [null];
  return slices.map((slice) => ({
    files: [slice ? `app/${layer}/${slice}/**/*.{ts,tsx}` : `app/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(upward.group.length > 0 ? [upward] : []),
            ...(slice
              ? [
                  {
                    group: [`~/${layer}/*`, `!~/${layer}/${slice}`, `../../${layer}/*`],
                    message: `A slice of app/${layer} does not import another slice of ${layer}: move what they share to a lower layer.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  }));
});

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
  ...boundaries.filter((config) => config.rules['no-restricted-imports'][1].patterns.length > 0),
];
