import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Verification } from '@repo/domain';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimitHits, verificationCodes } from '../../db/schema.ts';
import { call, dataOf, errorOf, newEmail, newPhone, PASSWORD } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/** A real SMTP server and a real HTTP SMS gateway on 127.0.0.1, started for this file. */
interface Mail {
  from: string;
  to: string[];
  raw: string;
}
const mails: Mail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('bounce')) callback(new Error('550 no such mailbox'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

interface Sms {
  authorization: string;
  contentType: string;
  body: { to: string; text: string };
}
const smsReceived: Sms[] = [];
let smsStatus = 200;
let gateway: Server;
let smtpPort = 0;
let smsUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  gateway = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (smsStatus < 300) {
        smsReceived.push({
          authorization: request.headers.authorization ?? '',
          contentType: request.headers['content-type'] ?? '',
          body: JSON.parse(text),
        });
      }
      response.writeHead(smsStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: smsStatus < 300 }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  smsUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/v1/sms`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const env = setupTestApp({
  seed: false,
  config: () => ({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Psar <no-reply@psar.com.kh>',
    SMS_TRANSPORT: 'http',
    SMS_URL: smsUrl,
    SMS_API_KEY: 'sms-test-key',
  }),
});

/** The text part of a raw message (quoted-printable soft line breaks joined). */
const bodyOf = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
    .replace(/=\r?\n/g, '');
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';

const register = (login: string, ip?: string) =>
  call(env.app, 'POST', '/auth/register', {
    body: { login, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
    ip,
  });

describe('codes by email over SMTP', () => {
  it('sends the code to a real SMTP server, and that code verifies', async () => {
    const email = newEmail();
    const verification = dataOf<Verification>(await register(email), 201);
    const mail = mails.at(-1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@psar.com.kh');
    expect(mail?.raw).toMatch(/^Subject: Your Psar code$/m);
    const text = bodyOf(mail?.raw ?? '');
    expect(text).toContain('It expires in 10 minutes. Never share it with anyone.');
    const code = codeIn(text);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: verification.ticket, code },
    });
    expect(dataOf<{ purpose: string }>(verified).purpose).toBe('register');
    // Nothing went to the outbox.
    expect(await env.database.db.select().from(outbox)).toEqual([]);
  });

  it('answers 503 when the SMTP server refuses the message; the code does not count as sent', async () => {
    const email = `bounce.${newEmail()}`;
    const refused = await register(email);
    expect(errorOf(refused, 503).code).toBe('SERVICE_UNAVAILABLE');
    const rows = await env.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(rows).toEqual([]);
  });
});

describe('codes by SMS over HTTP', () => {
  it('POSTs { to, text } as JSON with the bearer key, and that code verifies', async () => {
    const phone = newPhone();
    const verification = dataOf<Verification>(await register(phone.typed), 201);
    const sms = smsReceived.at(-1);
    expect(sms).toMatchObject({
      authorization: 'Bearer sms-test-key',
      contentType: 'application/json',
      body: { to: phone.e164 },
    });
    expect(sms?.body.text).toMatch(/^Your Psar code is \d{6}\./);
    const verified = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: verification.ticket, code: codeIn(sms?.body.text ?? '') },
    });
    expect(dataOf<{ purpose: string }>(verified).purpose).toBe('register');
  });

  it('answers 503 when the gateway fails; the send is not counted, so a retry goes at once', async () => {
    const phone = newPhone();
    const ip = '203.0.113.250';
    smsStatus = 502;
    try {
      expect(errorOf(await register(phone.typed, ip), 503).code).toBe('SERVICE_UNAVAILABLE');
      const rows = await env.database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, phone.e164));
      expect(rows).toEqual([]);
      // Neither the phone's slots nor the IP's were kept.
      const hits = await env.database.db
        .select()
        .from(rateLimitHits)
        .where(inArray(rateLimitHits.key, [phone.e164, ip]));
      expect(hits).toEqual([]);
    } finally {
      smsStatus = 200;
    }
    dataOf(await register(phone.typed, ip), 201);
  });

  it('keeps the previous code when a resend cannot be delivered', async () => {
    const phone = newPhone();
    const verification = dataOf<Verification>(await register(phone.typed), 201);
    const code = codeIn(smsReceived.at(-1)?.body.text ?? '');
    // Let the once-a-minute limit pass without waiting.
    await env.database.db
      .update(rateLimitHits)
      .set({ createdAt: sql`${rateLimitHits.createdAt} - interval '2 minutes'` })
      // The phone's hourly count and its register interval (`register|{phone}`).
      .where(like(rateLimitHits.key, `%${phone.e164}`));
    smsStatus = 500;
    try {
      const resend = await call(env.app, 'POST', '/auth/verify/resend', {
        body: { ticket: verification.ticket, locale: 'km' },
      });
      expect(errorOf(resend, 503).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      smsStatus = 200;
    }
    const verified = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: verification.ticket, code },
    });
    expect(dataOf<{ purpose: string }>(verified).purpose).toBe('register');
  });

  it('writes the Khmer text when the request asks for km', async () => {
    const phone = newPhone();
    dataOf(
      await call(env.app, 'POST', '/auth/register', {
        form: true,
        body: {
          login: phone.typed,
          first_name: 'ដារ៉ា',
          last_name: 'សុខ',
          password: PASSWORD,
          locale: 'km',
        },
      }),
      201,
    );
    expect(smsReceived.at(-1)?.body.text).toMatch(/^លេខកូដផ្សាររបស់អ្នកគឺ \d{6}។ /);
  });
});
