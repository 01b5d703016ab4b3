import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@repo/vitest-config';

export default defineConfig({ plugins: [vanillaExtractPlugin()], ...vitestPreset() });
