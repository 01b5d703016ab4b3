import type { ChatReportInput } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import * as safety from './chat-safety.repository.ts';
import { findConversation } from './chat.repository.ts';
import { notFound, otherOf, parseKey } from './chat.views.ts';

/**
 * The chat's safety (ADR 0035): blocking and unblocking members, the list of those blocked
 * (`/me/settings`), and reports kept for moderation. Part of the chat service.
 */
export function createChatSafetyService(db: Db) {
  return {
    async block(memberId: number, otherId: string): Promise<void> {
      const other = parseKey(otherId, 'member');
      if (other === memberId) throw new HttpError(400, 'BAD_REQUEST', 'You cannot block yourself.');
      if (!(await safety.memberExists(db, other)))
        throw new HttpError(404, 'NOT_FOUND', 'No such member.');
      await safety.block(db, memberId, other);
    },

    async unblock(memberId: number, otherId: string): Promise<void> {
      await safety.unblock(db, memberId, parseKey(otherId, 'member'));
    },

    async blocked(memberId: number) {
      const rows = await safety.listBlocked(db, memberId);
      return rows.map((row) => ({
        id: String(row.id),
        name: `${row.firstName} ${row.lastName}`.trim(),
        username: row.username,
        blocked_at: row.blockedAt.toISOString(),
      }));
    },

    /** A report of the conversation's other member, kept for moderation. */
    async report(memberId: number, id: string, input: ChatReportInput): Promise<string> {
      const row = await findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) throw notFound();
      const reportId = await safety.insertReport(db, {
        reporterId: memberId,
        reportedId: otherOf(row, memberId),
        conversationId: row.id,
        lastSeq: row.lastSeq,
        reason: input.reason,
        details: input.details || null,
      });
      return String(reportId);
    },
  };
}
