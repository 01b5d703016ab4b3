import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** The OAuth client id the stand-in Google issues tokens to (GOOGLE_CLIENT_ID of test apps). */
export const GOOGLE_TEST_CLIENT_ID = 'psar-test.apps.googleusercontent.com';

interface Answer {
  status: number;
  body: string;
}

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) });

/** What Google's tokeninfo says about a token issued to our client (numbers as strings, like Google). */
const ours = (info: Record<string, unknown> = {}) =>
  json(200, {
    aud: GOOGLE_TEST_CLIENT_ID,
    azp: GOOGLE_TEST_CLIENT_ID,
    expires_in: '3599',
    scope: 'openid email profile',
    ...info,
  });

/**
 * A stand-in for Google's userinfo and tokeninfo endpoints on 127.0.0.1, started before the
 * app of the test file (call it before `setupTestApp` and pass `config()` through a config
 * function).
 */
export function fakeGoogle() {
  const userinfo = new Map<string, Answer>();
  const tokeninfo = new Map<string, Answer>();
  const authorizations: string[] = [];
  const checked: string[] = [];
  let server: Server | undefined;
  let origin = '';
  let tokens = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let answer: Answer;
      if (url.pathname === '/tokeninfo') {
        const token = url.searchParams.get('access_token') ?? '';
        checked.push(token);
        answer =
          tokeninfo.get(token) ??
          json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
      } else {
        const authorization = request.headers.authorization ?? '';
        authorizations.push(authorization);
        answer =
          userinfo.get(authorization.replace(/^Bearer /, '')) ??
          json(401, { error: 'invalid_token' });
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  return {
    /** The userinfo endpoint. */
    get url() {
      return `${origin}/v1/userinfo`;
    },
    get tokeninfoUrl() {
      return `${origin}/tokeninfo`;
    },
    /** The app settings that point at this server, with the client id its tokens are for. */
    config: () => ({
      GOOGLE_USERINFO_URL: `${origin}/v1/userinfo`,
      GOOGLE_TOKENINFO_URL: `${origin}/tokeninfo`,
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
    }),
    /** The Authorization headers userinfo was sent, oldest first. */
    authorizations,
    /** The access tokens tokeninfo was asked about, oldest first. */
    checked,
    /**
     * A new access token that userinfo answers with this profile (and status); tokeninfo
     * says it was issued to our client, with `info` merged in (e.g. another `aud`).
     */
    token(profile: Record<string, unknown>, status = 200, info: Record<string, unknown> = {}) {
      tokens += 1;
      const token = `ya29.test-token-${tokens}`;
      userinfo.set(token, json(status, profile));
      tokeninfo.set(token, ours(info));
      return token;
    },
    /** Userinfo answers this token with a raw body (tokeninfo says it is ours unless told otherwise). */
    answer(token: string, status: number, body: string): void {
      userinfo.set(token, { status, body });
      if (!tokeninfo.has(token)) tokeninfo.set(token, ours());
    },
    /** Tokeninfo answers this token with a raw body. */
    tokeninfo(token: string, status: number, body: string): void {
      tokeninfo.set(token, { status, body });
    },
  };
}
