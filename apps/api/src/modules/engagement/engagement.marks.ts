import {
  AD_MARKS_ALL_MAX,
  cambodianDate,
  type AdCard,
  type AdCardsPage,
  type AdEngagement,
  type AdMarks,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { adLikes, adSaves } from '../../db/schema.ts';
import { inTransaction } from '../../db/sql.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { listMarked, type CardRow, type MarkCursor } from './engagement.cards.repository.ts';
import {
  deleteMark,
  engagementOf,
  insertMark,
  recentMarkIds,
  viewerMarks,
} from './engagement.marks.repository.ts';
import { addToAdCounter, bumpDaily } from './engagement.repository.ts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Likes and saves work alike; this names the table and counters of each. */
const MARKS = {
  like: { table: adLikes, counter: 'likes' },
  save: { table: adSaves, counter: 'saves' },
} as const;
export type MarkKind = keyof typeof MARKS;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such ad.');

function encodeCursor(cursor: MarkCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.adId])).toString('base64url');
}

function decodeCursor(text: string): MarkCursor {
  const bad = () =>
    new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', {
      issues: [{ path: 'querystring.cursor', message: 'validation.invalid' }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
  const [createdAt, adId] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) throw bad();
  if (Number.isNaN(Date.parse(createdAt))) throw bad();
  if (typeof adId !== 'number' || !Number.isSafeInteger(adId) || adId < 1) throw bad();
  return { createdAt, adId };
}

/**
 * Likes and saves (ADR 0010): idempotent, with `ads.likes`/`ads.saves` kept in step in the same
 * transaction; the member's pages of them, and which ads they marked.
 */
export function createMarkService(options: {
  db: Db;
  now: () => number;
  cardsOf: (rows: CardRow[], viewerId: number | null) => Promise<AdCard[]>;
  /** The ad of an id unless it is deleted (404). */
  visibleAd: (rawId: string) => Promise<{ id: number }>;
}) {
  const { db, now, cardsOf, visibleAd } = options;

  return {
    /** POST {api}/me/likes/{id}, {api}/me/saved/{id}: idempotent; answers the new state. */
    async mark(
      kind: MarkKind,
      auth: AuthContext,
      rawId: string,
      value: boolean,
    ): Promise<AdEngagement> {
      const { table, counter } = MARKS[kind];
      const userId = auth.user.id;
      const ad = await visibleAd(rawId);
      await inTransaction(db, async (tx) => {
        if (value) {
          const at = now();
          if (!(await insertMark(tx, table, { userId, adId: ad.id, createdAt: new Date(at) }))) {
            return;
          }
          await addToAdCounter(tx, ad.id, counter, 1);
          await bumpDaily(tx, ad.id, cambodianDate(at), counter);
        } else if (await deleteMark(tx, table, userId, ad.id)) {
          await addToAdCounter(tx, ad.id, counter, -1);
        }
      });
      const state = await engagementOf(db, userId, ad.id);
      if (!state) throw notFound();
      return state;
    },

    /** GET {api}/me/likes, {api}/me/saved: keyset pages of cards, most recent first. */
    async listMarked(
      kind: MarkKind,
      auth: AuthContext,
      query: { cursor?: string; limit: number },
    ): Promise<AdCardsPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await listMarked(db, MARKS[kind].table, {
        userId: auth.user.id,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const next_cursor =
        rows.length > query.limit && last
          ? encodeCursor({ createdAt: last.markedAt.toISOString(), adId: last.ad.id })
          : null;
      return { data: await cardsOf(page, auth.user.id), next_cursor };
    },

    /**
     * GET {api}/me/marks: which of these ads (ids as digits) the member liked and saved; without
     * ids, their likes and saves of ads not deleted, the most recent AD_MARKS_ALL_MAX of each.
     */
    async marksOf(auth: AuthContext, ids: string[] | undefined): Promise<AdMarks> {
      if (ids === undefined) {
        const [liked, saved] = await Promise.all(
          [adLikes, adSaves].map((table) =>
            recentMarkIds(db, table, auth.user.id, AD_MARKS_ALL_MAX + 1),
          ),
        );
        return {
          liked: liked!.slice(0, AD_MARKS_ALL_MAX).map(String),
          saved: saved!.slice(0, AD_MARKS_ALL_MAX).map(String),
          complete: liked!.length <= AD_MARKS_ALL_MAX && saved!.length <= AD_MARKS_ALL_MAX,
        };
      }
      const marks = await viewerMarks(db, auth.user.id, ids.map(Number));
      const liked: string[] = [];
      const saved: string[] = [];
      for (const [id, mark] of marks) {
        if (mark.liked) liked.push(String(id));
        if (mark.saved) saved.push(String(id));
      }
      return { liked, saved, complete: true };
    },

    /** `liked` and `saved` of GET {api}/posts/{id}: false for a visitor. */
    async viewerState(
      userId: number | null,
      adId: number,
    ): Promise<{ liked: boolean; saved: boolean }> {
      if (userId === null) return { liked: false, saved: false };
      const state = await engagementOf(db, userId, adId);
      return { liked: state?.liked ?? false, saved: state?.saved ?? false };
    },
  };
}
