import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobApplications, resumes } from '../../db/schema.ts';

export type ResumeRow = typeof resumes.$inferSelect;

/** The attachment columns of a resume (all null when it has none). */
export interface AttachmentValues {
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentKind: string | null;
  attachmentSize: number | null;
  attachmentAt: Date | null;
}

export const NO_ATTACHMENT: AttachmentValues = {
  attachmentKey: null,
  attachmentName: null,
  attachmentKind: null,
  attachmentSize: null,
  attachmentAt: null,
};

/**
 * The member's resume. `share`: in a transaction, the row stays as read until it ends (a new
 * attachment waits, so the file read here is not deleted before an application holds it).
 */
export async function resumeOf(
  db: Db,
  userId: number,
  options: { share?: boolean } = {},
): Promise<ResumeRow | null> {
  const query = db.select().from(resumes).where(eq(resumes.userId, userId)).limit(1);
  const [row] = options.share ? await query.for('share') : await query;
  return row ?? null;
}

/** Writes the member's resume (a first save makes the row); its attachment stays. */
export async function saveResume(
  db: Db,
  userId: number,
  data: unknown,
  at: Date,
): Promise<ResumeRow> {
  const [row] = await db
    .insert(resumes)
    .values({ userId, data, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: resumes.userId, set: { data, updatedAt: at } })
    .returning();
  return row!;
}

/** Deletes the resume; the key of the file it held, if any (null: there was no resume). */
export async function deleteResume(
  db: Db,
  userId: number,
): Promise<{ attachmentKey: string | null } | null> {
  const [row] = await db
    .delete(resumes)
    .where(eq(resumes.userId, userId))
    .returning({ attachmentKey: resumes.attachmentKey });
  return row ?? null;
}

/**
 * Sets (or clears) the resume's attachment; the key it held before, for the caller to remove
 * when unused. Null: the member has no resume. Run in a transaction (the row is locked).
 */
export async function setAttachment(
  tx: Db,
  userId: number,
  values: AttachmentValues,
  at: Date,
): Promise<{ previousKey: string | null; row: ResumeRow } | null> {
  const [current] = await tx
    .select({ key: resumes.attachmentKey })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .for('update');
  if (!current) return null;
  const [row] = await tx
    .update(resumes)
    .set({ ...values, updatedAt: at })
    .where(eq(resumes.userId, userId))
    .returning();
  return { previousKey: current.key, row: row! };
}

/** Whether a resume or an application still holds the stored file. */
export async function attachmentInUse(db: Db, key: string): Promise<boolean> {
  const [resume] = await db
    .select({ one: sql<number>`1` })
    .from(resumes)
    .where(eq(resumes.attachmentKey, key))
    .limit(1);
  if (resume) return true;
  const [application] = await db
    .select({ one: sql<number>`1` })
    .from(jobApplications)
    .where(eq(jobApplications.attachmentKey, key))
    .limit(1);
  return application !== undefined;
}
