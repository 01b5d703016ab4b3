import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@repo/vitest-config';

const preset = vitestPreset({ include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'] });

export default defineConfig({
  ...preset,
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
});
