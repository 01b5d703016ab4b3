import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.server.ts';

describe('the web server environment', () => {
  it('has a default for every setting', () => {
    const env = readServerEnv({});
    expect(env.apiBases).toEqual({
      api: 'http://127.0.0.1:3001/api',
      auth: 'http://127.0.0.1:3001/auth',
      notification: 'http://127.0.0.1:3001/notification',
    });
    expect(env.routeRulesTtlMs).toBe(30_000);
    expect(env.pageCacheSeconds).toBe(5);
    expect(env.isProduction).toBe(false);
    expect(env.secureCookies).toBe(false);
    expect(env.appVersion).toBe('0.0.0');
    expect(env.cookieSecrets).toHaveLength(1);
  });

  it('reads what is set, and treats an empty value as unset', () => {
    const env = readServerEnv({
      NODE_ENV: 'production',
      API_URL: 'http://api.internal:4000/',
      ROUTE_RULES_TTL_MS: '1000',
      PAGE_CACHE_SECONDS: '',
      SESSION_SECRETS: ' new , old ',
    });
    expect(env.apiBases.api).toBe('http://api.internal:4000/api');
    expect(env.routeRulesTtlMs).toBe(1000);
    expect(env.pageCacheSeconds).toBe(5);
    expect(env.cookieSecrets).toEqual(['new', 'old']);
    expect(env.secureCookies).toBe(true);
    expect(readServerEnv({ NODE_ENV: 'production', INSECURE_COOKIES: 'true' }).secureCookies).toBe(
      false,
    );
  });

  it('refuses a wrong value, naming every variable that is wrong', () => {
    expect(() =>
      readServerEnv({ ROUTE_RULES_TTL_MS: '-5', API_BASE_URL: 'not a url', API_PORT: 'x' }),
    ).toThrow(/ROUTE_RULES_TTL_MS[\s\S]*API_BASE_URL|API_BASE_URL[\s\S]*ROUTE_RULES_TTL_MS/);
    expect(() => readServerEnv({ API_PORT: 'x' })).toThrow(/API_PORT/);
  });

  it('takes a map tile address with {z}, {x} and {y}, OpenStreetMap by default', () => {
    expect(readServerEnv({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const local = 'http://127.0.0.1:4306/{z}/{x}/{y}.png';
    expect(readServerEnv({ MAP_TILE_URL: local }).mapTileUrl).toBe(local);
    expect(() => readServerEnv({ MAP_TILE_URL: 'https://tiles.example/{z}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => readServerEnv({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});
