import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTickets, outbox, verificationCodes } from '../../db/schema.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCode = Omit<typeof verificationCodes.$inferInsert, 'id'>;
export type TicketRow = typeof authTickets.$inferSelect;
export type TicketKind = 'reset_password' | 'google_signup';
export type OutboxRow = typeof outbox.$inferSelect;

export async function insertCode(db: Db, row: NewCode): Promise<CodeRow> {
  const [created] = await db.insert(verificationCodes).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function findCode(db: Db, ticketHash: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.ticketHash, ticketHash));
  return row;
}

/**
 * Takes one guess from a live code before the guess is compared, so parallel guesses
 * cannot go past the cap. Undefined when the code is consumed or out of guesses.
 */
export async function takeGuess(
  db: Db,
  id: number,
  maxGuesses: number,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxGuesses),
      ),
    )
    .returning();
  return row;
}

/** Marks a code used; false when it already was (a parallel request won). */
export async function consumeCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** A new code behind the same ticket: fresh hash, guesses and expiry. */
export async function replaceCode(
  db: Db,
  id: number,
  fields: { codeHash: string; expiresAt: Date },
): Promise<CodeRow | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ ...fields, attempts: 0 })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning();
  return row;
}

/** Retires the live codes of a user for a purpose (a registration was replaced). */
export async function retireCodes(db: Db, userId: number, purpose: string, at: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertTicket(
  db: Db,
  row: Omit<typeof authTickets.$inferInsert, 'id' | 'createdAt' | 'consumedAt'>,
): Promise<TicketRow> {
  const [created] = await db.insert(authTickets).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

const liveTicket = (kind: TicketKind, at: Date) =>
  and(eq(authTickets.kind, kind), isNull(authTickets.consumedAt), gt(authTickets.expiresAt, at));

/** A ticket of this kind that is neither used nor expired. */
export async function findLiveTicket(
  db: Db,
  ticketHash: string,
  kind: TicketKind,
  at: Date,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(authTickets)
    .where(and(eq(authTickets.ticketHash, ticketHash), liveTicket(kind, at)));
  return row;
}

/** Uses up a live ticket (by hash or id); undefined when it is unknown, used or expired. */
export async function consumeTicket(
  db: Db,
  where: { ticketHash: string } | { id: number },
  kind: TicketKind,
  at: Date,
  options: { ignoreExpiry?: boolean } = {},
): Promise<TicketRow | undefined> {
  const match =
    'id' in where ? eq(authTickets.id, where.id) : eq(authTickets.ticketHash, where.ticketHash);
  const live = options.ignoreExpiry
    ? and(eq(authTickets.kind, kind), isNull(authTickets.consumedAt))
    : liveTicket(kind, at);
  const [row] = await db
    .update(authTickets)
    .set({ consumedAt: at })
    .where(and(match, live))
    .returning();
  return row;
}

/** Codes and tickets that ended more than `graceMs` ago are of no use to anyone. */
export async function pruneCodesAndTickets(db: Db, before: Date): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(or(lt(verificationCodes.expiresAt, before), lt(verificationCodes.consumedAt, before)));
  await db
    .delete(authTickets)
    .where(or(lt(authTickets.expiresAt, before), lt(authTickets.consumedAt, before)));
}

export async function pruneOutbox(db: Db, before: Date): Promise<void> {
  await db.delete(outbox).where(lt(outbox.createdAt, before));
}

/** The latest outbox messages, newest first, optionally to one recipient. */
export function listOutbox(db: Db, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(options.to ? eq(outbox.recipient, options.to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
}
