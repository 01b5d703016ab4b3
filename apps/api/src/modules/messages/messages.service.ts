import type { ContactInput, FeedbackInput } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { countRecent, insertMessage } from './messages.repository.ts';

export interface MessageLimits {
  perDevice: number;
  perIp: number;
  windowMs: number;
}

export interface Sender {
  deviceId: string;
  ip: string;
  userAgent?: string;
  locale?: string;
}

export type VisitorMessage =
  ({ kind: 'feedback' } & FeedbackInput) | ({ kind: 'contact' } & ContactInput);

/**
 * Stores feedback and contact messages, at most `perDevice` per device and `perIp`
 * per address in the window; over the limit the sender gets a 429 with the seconds
 * to wait.
 */
export function createMessageService(options: {
  db: Db;
  limits: MessageLimits;
  now?: () => number;
}) {
  const { db, limits, now = Date.now } = options;
  return {
    async submit(input: VisitorMessage, sender: Sender) {
      const since = new Date(now() - limits.windowMs);
      const recent = await countRecent(db, sender.deviceId, sender.ip, since);
      if (recent.device >= limits.perDevice || recent.ip >= limits.perIp) {
        const retryAfter = Math.ceil(limits.windowMs / 1000);
        throw new HttpError(
          429,
          'RATE_LIMITED',
          'Too many messages from this device or network. Please try again later.',
          {
            retryAfter,
          },
        );
      }
      return insertMessage(db, {
        kind: input.kind,
        message: input.message,
        email: input.email ?? null,
        page: input.kind === 'feedback' ? (input.page ?? null) : null,
        name: input.kind === 'contact' ? input.name : null,
        phone: input.kind === 'contact' ? (input.phone ?? null) : null,
        subject: input.kind === 'contact' ? input.subject : null,
        locale: sender.locale ?? null,
        deviceId: sender.deviceId,
        ip: sender.ip,
        userAgent: sender.userAgent?.slice(0, 300) ?? null,
      });
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
