import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** No `export *`: a module names what it exports. */
const noExportAll = {
  selector: 'ExportAllDeclaration',
  message: 'Name what a module exports: no `export *` (conventions: explicit public APIs).',
};

const SERVICE = '/^(api|auth|notification)$/';
const API_ADDRESS_MESSAGE =
  'API addresses are written only in @repo/api-client (src/calls/): use its typed call, ' +
  'e.g. `client.ads.get(id)`, not a base and a path string (ADR 0027).';

/**
 * A request to one of the API's three services by a path string (`client.get('api', 'posts')`,
 * `request('POST', 'auth', 'login')`): only the api-client's own calls may do that.
 */
export const apiAddressSelectors = [
  {
    selector: `CallExpression[callee.property.name=/^(get|post|put|patch|delete|head)$/][arguments.0.value=${SERVICE}][arguments.1]`,
    message: API_ADDRESS_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name='request'][arguments.1.value=${SERVICE}]`,
    message: API_ADDRESS_MESSAGE,
  },
  {
    selector: `CallExpression[callee.name='request'][arguments.1.value=${SERVICE}]`,
    message: API_ADDRESS_MESSAGE,
  },
];

/** The api-client's own rules: the same, except that it is where API addresses are written. */
export const apiClientRules = { 'no-restricted-syntax': ['error', noExportAll] };

/**
 * The base flat config: recommended JS + TypeScript rules, Node globals, and the
 * project's habits (no `export *`, explicit type imports, no API address outside the client).
 */
export const base = tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.turbo/**', '**/.reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noExportAll, ...apiAddressSelectors],
    },
  },
);

export default base;
