// Local types for the shared preset (tooling/vitest/index.js ships none). The proper fix is an
// `index.d.ts` in tooling/vitest; remove this file once it exists.
declare module '@repo/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config';

  export function vitestPreset(test?: ViteUserConfig['test']): ViteUserConfig;
  export default vitestPreset;
}
