import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { base } from './base.js';

/** Base rules plus browser globals and the rules of hooks. */
export const react = tseslint.config(...base, {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { globals: { ...globals.browser, ...globals.node } },
  plugins: { 'react-hooks': reactHooks },
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'warn',
  },
});

export default react;
