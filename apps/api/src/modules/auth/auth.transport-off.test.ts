import { describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../db/schema.ts';
import { call, errorOf, newEmail, newPhone, PASSWORD } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/** A server with no way to send codes (production's default): nothing is kept, 503 is said. */
const env = setupTestApp({
  seed: false,
  config: { EMAIL_TRANSPORT: 'off', SMS_TRANSPORT: 'off' },
});

describe('codes with the transports off', () => {
  it('answers 503 for a sign-up by phone or email and keeps no code in any outbox', async () => {
    for (const login of [newPhone().typed, newEmail()]) {
      const response = await call(env.app, 'POST', '/auth/register', {
        body: { login, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
      });
      expect(errorOf(response, 503).code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(await env.database.db.select().from(outbox)).toEqual([]);
    expect(await env.database.db.select().from(verificationCodes)).toEqual([]);
  });
});
