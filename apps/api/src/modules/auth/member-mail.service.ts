import { randomBytes } from 'node:crypto';
import type { MemberSettings } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import type { ChatEmailRecipient, MemberMail } from '../../lib/module-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CodeSender } from './auth.sender.ts';
import * as repo from './member-mail.repository.ts';

/** A new unsubscribe token: 32 random bytes, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * A member's email settings (ADR 0041): the unread-message email, read and changed signed in,
 * turned off by the token of an email's link; and `mail`, what the notification module is given
 * to send that email through the configured transport.
 */
export function createMemberMailService(deps: {
  db: Db;
  sender: CodeSender;
  /** False with EMAIL_TRANSPORT=off. */
  emailEnabled: boolean;
}) {
  const { db, sender, emailEnabled } = deps;

  async function settingsOf(userId: number): Promise<MemberSettings> {
    const row = await repo.chatEmailSettingsOf(db, userId);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such member.');
    return { chat_email: row.chatEmail, email: row.email };
  }

  const mail: MemberMail = {
    enabled: emailEnabled,
    audience: repo.chatEmailAudience,
    async recipients(userIds) {
      const rows = await repo.chatEmailRecipientRows(db, userIds);
      const found: ChatEmailRecipient[] = [];
      for (const row of rows) {
        const token = row.emailToken ?? (await repo.giveEmailToken(db, row.id, newToken()));
        if (!row.email || !token) continue;
        found.push({
          userId: row.id,
          email: row.email,
          locale: row.locale === 'km' ? 'km' : 'en',
          firstName: row.firstName,
          token,
        });
      }
      return found;
    },
    send: ({ to, subject, text }) =>
      sender.send({ channel: 'email', to, subject, text, purpose: 'chat_unread' }),
  };

  return {
    mail,
    settingsOf,

    async setChatEmail(userId: number, on: boolean): Promise<MemberSettings> {
      await repo.setChatEmail(db, userId, on);
      return settingsOf(userId);
    },

    /** The link of an email: off for its member, whoever follows it (no sign-in). */
    async unsubscribe(token: string): Promise<{ chat_email: false }> {
      if (!(await repo.unsubscribeByToken(db, token)))
        throw new HttpError(404, 'NOT_FOUND', 'This unsubscribe link is not valid.');
      return { chat_email: false };
    },
  };
}

export type MemberMailService = ReturnType<typeof createMemberMailService>;
