import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults: PGlite in ./.data, port 3001 on 127.0.0.1, the three bases', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      DATA_DIR: './.data',
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

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ API_BASE_PATH: 'api/' })).toThrow(/API_BASE_PATH/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
