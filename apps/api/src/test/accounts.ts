import type { TokenSet, Verification } from '@repo/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { DEVICE } from './database.ts';

/** Helpers for account tests: calls with the usual headers, codes read from the outbox. */

export const PASSWORD = 'correct horse battery';

let phones = 0;
/** A fresh valid Cambodian number as a person types it (`012 xxx xxx`) and its E.164 form. */
export function newPhone(): { typed: string; e164: string } {
  phones += 1;
  const digits = String(100_000 + phones).padStart(6, '0');
  return { typed: `012 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+85512${digits}` };
}

let addresses = 0;
export function newEmail(): string {
  addresses += 1;
  return `person${addresses}.${Date.now()}@example.com`;
}

let networks = 0;
/** A fresh client address (X-Forwarded-For, trusted from the injecting 127.0.0.1). */
export function newIp(): string {
  networks += 1;
  return `198.51.${Math.floor(networks / 250)}.${(networks % 250) + 1}`;
}

export interface CallOptions {
  body?: Record<string, unknown>;
  /** Sent as a form post instead of JSON. */
  form?: boolean;
  accessToken?: string;
  refreshToken?: string;
  deviceId?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...(options.deviceId ? { 'device-id': options.deviceId } : DEVICE),
    'x-forwarded-for': options.ip ?? newIp(),
    ...(options.accessToken ? { 'access-token': options.accessToken } : {}),
    ...(options.refreshToken ? { 'refresh-token': options.refreshToken } : {}),
    ...options.headers,
  };
  if (options.body && options.form) {
    const fields = Object.entries(options.body).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]);
    return app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }
  return app.inject({ method, url, headers, ...(options.body ? { payload: options.body } : {}) });
}

/** The error code of a response (asserting the status). */
export function errorOf(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: status, data: { code: expect.any(String) } });
  return body.data as { code: string; message: string; [key: string]: unknown };
}

export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as T;
}

/** The messages sent to a phone (E.164) or email, newest first. */
export function sentTo(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
}

/** The code in the latest message to this recipient. */
export async function latestCode(db: Db, recipient: string): Promise<string> {
  const [message] = await sentTo(db, recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A code that is not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Registers (phone by default), verifies with the code from the outbox, returns the tokens. */
export async function signUp(
  app: FastifyInstance,
  db: Db,
  options: { login?: string; target?: string; password?: string; deviceId?: string } = {},
): Promise<{ tokens: TokenSet; target: string; login: string }> {
  const phone = options.login ? undefined : newPhone();
  const login = options.login ?? phone!.typed;
  const target = options.target ?? phone?.e164 ?? login.toLowerCase();
  const registered = await call(app, 'POST', '/auth/register', {
    body: {
      login,
      first_name: 'Dara',
      last_name: 'Sok',
      password: options.password ?? PASSWORD,
    },
    deviceId: options.deviceId,
  });
  const verification = dataOf<Verification>(registered, 201);
  const verified = await call(app, 'POST', '/auth/verify', {
    body: { ticket: verification.ticket, code: await latestCode(db, target) },
    deviceId: options.deviceId,
  });
  const result = dataOf<{ purpose: string; token: TokenSet }>(verified);
  return { tokens: result.token, target, login };
}

/** A new member, signed in: their id (from `GET /api/me`), access token and login. */
export async function signedUpMember(
  app: FastifyInstance,
  db: Db,
): Promise<{ id: number; token: string; login: string }> {
  const { tokens, login } = await signUp(app, db);
  const me = dataOf<{ id: string | number }>(
    await call(app, 'GET', '/api/me', { accessToken: tokens.access_token }),
  );
  return { id: Number(me.id), token: tokens.access_token, login };
}

export async function signIn(
  app: FastifyInstance,
  login: string,
  password = PASSWORD,
  deviceId?: string,
): Promise<TokenSet> {
  return dataOf<TokenSet>(
    await call(app, 'POST', '/auth/login', { body: { login, password }, deviceId }),
  );
}

/** A movable clock for apps built with `now`. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

/**
 * Code-flow calls for one test file's app: start a registration (a fresh phone and its
 * verification), check a code, ask for another. `env.app` is read when called, inside tests.
 */
export function codeCalls(env: { readonly app: FastifyInstance }) {
  return {
    async startRegistration() {
      const phone = newPhone();
      const verification = dataOf<Verification>(
        await call(env.app, 'POST', '/auth/register', {
          body: { login: phone.typed, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
        }),
        201,
      );
      return { ...phone, verification };
    },
    verify: (ticket: string, code: string, options: { accessToken?: string } = {}) =>
      call(env.app, 'POST', '/auth/verify', { body: { ticket, code }, ...options }),
    resend: (ticket: string) => call(env.app, 'POST', '/auth/verify/resend', { body: { ticket } }),
  };
}
