import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@repo/vitest-config';

export default defineConfig(vitestPreset());
