import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults: PGlite in <repo>/.data, port 3001 on 127.0.0.1, the three bases', () => {
    const config = loadConfig({});
    expect(config.DATA_DIR).toBe(fileURLToPath(new URL('../../../../.data', import.meta.url)));
    expect(config).toMatchObject({
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      API_BASE_PATH: '/api',
      AUTH_BASE_PATH: '/auth',
      NOTIFICATION_BASE_PATH: '/notification',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lets each base move and treats empty values as unset', () => {
    const config = loadConfig({ AUTH_BASE_PATH: '/v2/auth', DATABASE_URL: '' });
    expect(config.AUTH_BASE_PATH).toBe('/v2/auth');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads a relative DATA_DIR from the folder the command was typed in', () => {
    const previous = process.env.INIT_CWD;
    process.env.INIT_CWD = '/srv/psar';
    try {
      expect(loadConfig({ DATA_DIR: 'db' }).DATA_DIR).toBe('/srv/psar/db');
      expect(loadConfig({ DATA_DIR: '/var/lib/psar' }).DATA_DIR).toBe('/var/lib/psar');
    } finally {
      if (previous === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = previous;
    }
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ API_BASE_PATH: 'api/' })).toThrow(/API_BASE_PATH/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
