import type { CodeChannel, CodePurpose } from '@repo/domain';
import { createTransport } from 'nodemailer';
import type { ApiConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface OutgoingMessage {
  channel: CodeChannel;
  /** E.164 phone or email address. */
  to: string;
  /** Email only. */
  subject?: string;
  text: string;
  /** What the message is for: a code's purpose, or the unread-message email (ADR 0041). */
  purpose: MessagePurpose;
}

export type MessagePurpose = CodePurpose | 'chat_unread';

/** Delivers a code message; rejects when the message was not accepted for delivery. */
export interface CodeSender {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

/** Stores the message in the outbox table (development, tests, browser tests). */
export function createOutboxSender(db: Db): CodeSender {
  return {
    async send(message) {
      await db.insert(outbox).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? (message.subject ?? null) : null,
        body: message.text,
        purpose: message.purpose,
      });
    },
    close: async () => {},
  };
}

/** Where console codes are written: the API process's standard output (the operator's terminal). */
export type ConsoleWrite = (line: string) => void;
const writeToStdout: ConsoleWrite = (line) => {
  process.stdout.write(line);
};

/**
 * Prints the message on the API's console (ADR 0021): a server with no SMS gateway or email
 * sender still lets its operator finish a sign-up, and no code is kept where HTTP can reach it.
 */
export function createConsoleSender(write: ConsoleWrite = writeToStdout): CodeSender {
  return {
    async send(message) {
      const text = message.text.replace(/\s+/g, ' ').trim();
      write(`[api] ${message.channel} to ${message.to} (${message.purpose}): ${text}\n`);
    },
    close: async () => {},
  };
}

/** Sends email over SMTP with nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpSender(options: { url: string; from: string }): CodeSender {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: async () => transport.close(),
  };
}

/** Sends SMS through an HTTP gateway: POST `{ to, text }` as JSON with a bearer key; 2xx = sent. */
export function createHttpSmsSender(options: { url: string; apiKey?: string }): CodeSender {
  return {
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
    close: async () => {},
  };
}

/**
 * The sender the app uses: email and SMS each through their configured transport. A
 * transport failure becomes a 503 SERVICE_UNAVAILABLE (logged with its cause).
 */
export function createCodeSender(
  config: Pick<
    ApiConfig,
    'EMAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_TRANSPORT' | 'SMS_URL' | 'SMS_API_KEY'
  >,
  db: Db,
  log: (error: unknown, message: OutgoingMessage) => void = () => {},
  write: ConsoleWrite = writeToStdout,
): CodeSender {
  const outboxSender = createOutboxSender(db);
  const consoleSender = createConsoleSender(write);
  const email =
    config.EMAIL_TRANSPORT === 'off'
      ? null
      : config.EMAIL_TRANSPORT === 'smtp' && config.SMTP_URL
        ? createSmtpSender({ url: config.SMTP_URL, from: config.MAIL_FROM })
        : config.EMAIL_TRANSPORT === 'outbox'
          ? outboxSender
          : consoleSender;
  const sms =
    config.SMS_TRANSPORT === 'off'
      ? null
      : config.SMS_TRANSPORT === 'http' && config.SMS_URL
        ? createHttpSmsSender({ url: config.SMS_URL, apiKey: config.SMS_API_KEY })
        : config.SMS_TRANSPORT === 'outbox'
          ? outboxSender
          : consoleSender;
  return {
    async send(message) {
      const transport = message.channel === 'email' ? email : sms;
      // No transport configured (production without SMTP or an SMS gateway): nothing is kept.
      if (transport === null)
        throw new HttpError(
          503,
          'SERVICE_UNAVAILABLE',
          message.channel === 'email'
            ? 'This server sends no email: codes cannot be sent by email.'
            : 'This server sends no SMS: codes cannot be sent by SMS.',
        );
      if (transport === outboxSender || transport === consoleSender) return transport.send(message);
      try {
        await transport.send(message);
      } catch (error) {
        log(error, message);
        throw new HttpError(
          503,
          'SERVICE_UNAVAILABLE',
          message.channel === 'email'
            ? 'The email could not be sent. Please try again later.'
            : 'The SMS could not be sent. Please try again later.',
        );
      }
    },
    async close() {
      await Promise.all([email?.close(), sms?.close()]);
    },
  };
}
