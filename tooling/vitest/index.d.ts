import type { ViteUserConfig } from 'vitest/config';

export declare function vitestPreset(test?: ViteUserConfig['test']): ViteUserConfig;
export default vitestPreset;
