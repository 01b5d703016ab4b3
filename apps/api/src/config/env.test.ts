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

  it('has account defaults: 1 h access tokens, 1 year refresh tokens, codes on the console, no dev routes', () => {
    expect(loadConfig({})).toMatchObject({
      ACCESS_TOKEN_TTL_S: 3600,
      REFRESH_TOKEN_TTL_S: 365 * 24 * 3600,
      EMAIL_TRANSPORT: 'console',
      SMS_TRANSPORT: 'console',
      MAIL_FROM: 'Psar <no-reply@psar.com.kh>',
      GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      GOOGLE_TOKENINFO_URL: 'https://oauth2.googleapis.com/tokeninfo',
      CODE_SENDS_PER_IP_PER_HOUR: 30,
      DEV_ROUTES: false,
    });
    expect(loadConfig({}).GOOGLE_CLIENT_ID).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).GOOGLE_CLIENT_ID).toBe(
      'id.apps.googleusercontent.com',
    );
    expect(loadConfig({ CODE_SENDS_PER_IP_PER_HOUR: '10000' }).CODE_SENDS_PER_IP_PER_HOUR).toBe(
      10000,
    );
    expect(() => loadConfig({ CODE_SENDS_PER_IP_PER_HOUR: '0' })).toThrow(
      /CODE_SENDS_PER_IP_PER_HOUR/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_ROUTES).toBe(false);
    // Without a sender, codes go to the operator's console; the outbox is for development only.
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      EMAIL_TRANSPORT: 'console',
      SMS_TRANSPORT: 'console',
    });
    expect(loadConfig({ DEV_ROUTES: 'true' })).toMatchObject({
      DEV_ROUTES: true,
      EMAIL_TRANSPORT: 'outbox',
      SMS_TRANSPORT: 'outbox',
    });
    expect(() => loadConfig({ SMS_TRANSPORT: 'outbox' })).toThrow(/SMS_TRANSPORT/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true' })).toThrow(/DEV_ROUTES/);
    expect(loadConfig({ DEV_ROUTES: '0' }).DEV_ROUTES).toBe(false);
    // Demo ads: on for a newcomer's first start, off where strangers run it in production.
    expect(loadConfig({}).DEMO_ADS).toBe(300);
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_ADS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ADS: '40' }).DEMO_ADS).toBe(40);
    expect(loadConfig({}).LOGIN_LIMIT_PER_IP_PER_MINUTE).toBe(10);
    expect(
      loadConfig({ LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000' }).LOGIN_LIMIT_PER_IP_PER_MINUTE,
    ).toBe(1000);
    expect(loadConfig({}).REFRESH_REUSE_GRACE_S).toBe(10);
  });

  it('needs SMTP_URL for smtp and SMS_URL for http, and checks their form', () => {
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_S: '5' })).toThrow(/ACCESS_TOKEN_TTL_S/);
    expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow(/DEV_ROUTES/);
    const config = loadConfig({
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      SMS_TRANSPORT: 'http',
      SMS_URL: 'https://sms.example.com/send',
      SMS_API_KEY: 'key',
    });
    expect(config).toMatchObject({ EMAIL_TRANSPORT: 'smtp', SMS_TRANSPORT: 'http' });
  });
});
