import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for Google's userinfo endpoint on 127.0.0.1, started before the app of the
 * test file (call it before `setupTestApp` and pass `url` through a config function).
 */
export function fakeGoogle() {
  const answers = new Map<string, { status: number; body: string }>();
  const authorizations: string[] = [];
  let server: Server | undefined;
  let url = '';
  let tokens = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      authorizations.push(request.headers.authorization ?? '');
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const answer = answers.get(token) ?? {
        status: 401,
        body: JSON.stringify({ error: 'invalid_token' }),
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/userinfo`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  return {
    get url() {
      return url;
    },
    /** The Authorization headers Google was sent, oldest first. */
    authorizations,
    /** A new access token that Google answers with this profile (and status). */
    token(profile: Record<string, unknown>, status = 200): string {
      tokens += 1;
      const token = `ya29.test-token-${tokens}`;
      answers.set(token, { status, body: JSON.stringify(profile) });
      return token;
    },
    /** Answers this token with a raw body. */
    answer(token: string, status: number, body: string): void {
      answers.set(token, { status, body });
    },
  };
}
