import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps API addresses in this package (ADR 0027): a path string sent to
 * one of the three services is an error anywhere else, and allowed here in `calls/`.
 */
const SOURCE = `
export async function load(client: { get(base: string, path: string): Promise<unknown>; request(method: string, base: string, path: string): Promise<unknown> }) {
  await client.get('api', 'posts');
  await client.request('POST', 'auth', 'login');
  await client.get('/api/posts', 'x');
  return new Map([['api', 1]]).get('api');
}
`;

async function ruleHits(configFile: string, filePath: string): Promise<number[]> {
  const eslint = new ESLint({
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    overrideConfigFile: configFile,
  });
  const [result] = await eslint.lintText(SOURCE, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.line);
}

describe('the API address lint rule', () => {
  it('flags a base and a path string outside the client, and nothing else', async () => {
    const base = createRequire(import.meta.url).resolve('@repo/eslint-config/base');
    // Line 3: get('api', …); line 4: request(…, 'auth', …); lines 5 and 6 are not API calls.
    expect(await ruleHits(base, 'app/pages/x/api/load.server.ts')).toEqual([3, 4]);
  });

  it('lets the client itself write the addresses', async () => {
    expect(await ruleHits('eslint.config.js', 'src/calls/load.ts')).toEqual([]);
  });
});
