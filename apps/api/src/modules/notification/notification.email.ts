import { CHAT_EMAIL_LIMITS, notificationSchema } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import type { MemberMail } from '../../lib/module-context.ts';
import { unreadMessagesEmail, type WaitingConversation } from './notification.email-messages.ts';
import { claimDueChatLines, type ClaimedLine } from './notification.repository.ts';

/** What one run did: emails sent, and lines claimed (emailed or given up on). */
export interface UnreadEmailRun {
  emails: number;
  lines: number;
}

/** A claimed line's conversation, or null when its data no longer fits the chat kind. */
function waitingOf(line: ClaimedLine): WaitingConversation | null {
  const parsed = notificationSchema.safeParse({
    id: String(line.id),
    kind: 'chat_message',
    created_at: line.createdAt.toISOString(),
    read: false,
    data: line.data,
  });
  if (!parsed.success || parsed.data.kind !== 'chat_message') return null;
  const { data } = parsed.data;
  return {
    conversationId: data.conversation_id,
    from: data.from,
    adTitle: data.ad_title,
    preview: data.preview,
    count: data.count,
  };
}

/**
 * The unread-message email (ADR 0041), run every minute: the chat lines still unread and not
 * emailed whose latest message is `delayMinutes` old are claimed (marked emailed, so no other
 * run takes them), and each member gets one email listing theirs. Sending is at most once: a
 * line whose email the transport refused is not tried again (logged).
 */
export function createUnreadEmailJob(deps: {
  db: Db;
  now: () => number;
  mail: MemberMail;
  delayMinutes: number;
  /** The web app's public origin, for the links. */
  web: string;
  log: (message: string) => void;
  limits?: { membersPerRun?: number; perEmail?: number };
}) {
  const { db, now, mail, log } = deps;
  const maxMembers = deps.limits?.membersPerRun ?? CHAT_EMAIL_LIMITS.membersPerRun;
  const perMember = deps.limits?.perEmail ?? CHAT_EMAIL_LIMITS.conversationsPerEmail;

  return async function sendUnreadEmails(): Promise<UnreadEmailRun> {
    if (!mail.enabled) return { emails: 0, lines: 0 };
    const at = now();
    const claimed = await claimDueChatLines(db, {
      audience: mail.audience(),
      dueBefore: new Date(at - deps.delayMinutes * 60_000),
      notBefore: new Date(at - CHAT_EMAIL_LIMITS.maxAgeHours * 3_600_000),
      at: new Date(at),
      maxMembers,
      perMember,
    });
    if (claimed.length === 0) return { emails: 0, lines: 0 };

    const byMember = new Map<number, ClaimedLine[]>();
    for (const line of claimed)
      byMember.set(line.userId, [...(byMember.get(line.userId) ?? []), line]);
    // The members who turned the email off meanwhile are not among them.
    const recipients = await mail.recipients([...byMember.keys()]);
    let emails = 0;
    for (const recipient of recipients) {
      // Newest first, as the notification centre lists them.
      const conversations = (byMember.get(recipient.userId) ?? [])
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .map(waitingOf)
        .filter((c): c is WaitingConversation => c !== null);
      if (conversations.length === 0) continue;
      const message = unreadMessagesEmail({
        locale: recipient.locale,
        firstName: recipient.firstName,
        conversations,
        web: deps.web,
        token: recipient.token,
      });
      try {
        await mail.send({ to: recipient.email, ...message });
        emails += 1;
      } catch (error) {
        log(
          `[notification] unread-message email to member ${recipient.userId} not sent: ${(error as Error).message}`,
        );
      }
    }
    return { emails, lines: claimed.length };
  };
}
