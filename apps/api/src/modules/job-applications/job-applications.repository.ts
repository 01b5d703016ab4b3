// Long on purpose: every query of `job_applications` (the keyset pages on its indexes, the
// counts, the locks) beside the one select that joins a job and its applicant.
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ads, categories, jobApplications, stores, users } from '../../db/schema.ts';
import { managedBy } from '../ads/index.ts';

/**
 * The SQL of job applications (ADR 0050). Every list is a keyset page on
 * (`created_at` desc, `id` desc); a poster's list of one job walks
 * `job_applications_ad_status_idx` (a status) or `job_applications_ad_latest_idx` (all), so a
 * late page costs what the first does. Who may read what is in the queries (`managedBy`, the
 * ads module's rule), never checked after a row was read.
 */

export type ApplicationRow = typeof jobApplications.$inferSelect;
export type NewApplicationRow = typeof jobApplications.$inferInsert;
export type Cursor = { at: Date; id: number };

const poster = alias(users, 'job_poster');
const applicant = alias(users, 'job_applicant');

/** The job ad an application is about, as both sides see it. */
const jobColumns = {
  id: ads.id,
  title: ads.title,
  status: ads.status,
  expiresAt: ads.expiresAt,
  storeId: ads.storeId,
  posterFirstName: poster.firstName,
  posterLastName: poster.lastName,
  storeName: stores.name,
  storeUsername: stores.username,
};

export interface JobOf {
  id: number;
  title: string;
  status: string;
  expiresAt: Date;
  storeId: number | null;
  posterFirstName: string;
  posterLastName: string;
  storeName: string | null;
  storeUsername: string | null;
}

export interface ApplicationWithJob {
  application: ApplicationRow;
  job: JobOf;
  applicantFirstName: string;
  applicantLastName: string;
}

const isJob = sql`${categories.type} = 'job'`;

/**
 * Newest first, in the indexes' own order: they are `desc nulls last` (drizzle's default),
 * and a plain `desc` (nulls first) would not match them, so every page would be sorted.
 */
const NEWEST = [
  sql`${jobApplications.createdAt} desc nulls last`,
  sql`${jobApplications.id} desc nulls last`,
];

const afterCursor = (cursor: Cursor | undefined) =>
  cursor
    ? sql`(${jobApplications.createdAt}, ${jobApplications.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
    : undefined;

/** Applications with their job ad, poster and applicant, newest first. */
function selectApplications(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      application: jobApplications,
      job: jobColumns,
      applicantFirstName: applicant.firstName,
      applicantLastName: applicant.lastName,
    })
    .from(jobApplications)
    .innerJoin(ads, eq(ads.id, jobApplications.adId))
    .innerJoin(poster, eq(poster.id, ads.userId))
    .innerJoin(applicant, eq(applicant.id, jobApplications.applicantId))
    .leftJoin(stores, eq(stores.id, ads.storeId))
    .where(where)
    .orderBy(...NEWEST)
    .limit(limit) as Promise<ApplicationWithJob[]>;
}

/** A job ad (not deleted) with what applying needs: whether it is a job, live, whose. */
export async function findJobAd(db: Db, adId: number) {
  const [row] = await db
    .select({
      id: ads.id,
      userId: ads.userId,
      storeId: ads.storeId,
      status: ads.status,
      expiresAt: ads.expiresAt,
      title: ads.title,
      type: categories.type,
    })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .where(and(eq(ads.id, adId), ne(ads.status, 'deleted')))
    .limit(1);
  return row;
}

/** A job ad `userId` manages (ADR 0045), not deleted; else undefined. */
export async function findManagedJobAd(db: Db, userId: number, adId: number) {
  const [row] = await db
    .select({ id: ads.id })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .where(and(eq(ads.id, adId), ne(ads.status, 'deleted'), isJob, managedBy(userId)))
    .limit(1);
  return row;
}

/** One member's application to one job, if any. */
export async function findApplication(db: Db, adId: number, applicantId: number) {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.adId, adId), eq(jobApplications.applicantId, applicantId)))
    .limit(1);
  return row;
}

/** One member's application to one job, locked for this transaction. */
export async function lockApplication(db: Db, adId: number, applicantId: number) {
  // One apply of a member to a job at a time: the second waits, then updates the first's row.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`job-apply:${adId}:${applicantId}`}, 0))`,
  );
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.adId, adId), eq(jobApplications.applicantId, applicantId)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertApplication(
  db: Db,
  values: NewApplicationRow,
): Promise<ApplicationRow> {
  const [row] = await db.insert(jobApplications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: Db,
  id: number,
  values: Partial<NewApplicationRow>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(jobApplications)
    .set(values)
    .where(eq(jobApplications.id, id))
    .returning();
  return row;
}

/** The applicant's own application with its job; undefined for anyone else's. */
export async function findSent(db: Db, applicantId: number, id: number) {
  const [row] = await selectApplications(
    db,
    and(eq(jobApplications.id, id), eq(jobApplications.applicantId, applicantId)),
    1,
  );
  return row;
}

/**
 * A page of applications found on `job_applications` alone (so the planner walks one index
 * and stops at `limit`), then read whole with their job and applicant: page 50 costs page 1.
 */
export function applicationIds(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(where)
    .orderBy(...NEWEST)
    .limit(limit);
}

async function withJobs(db: Db, rows: { id: number }[]): Promise<ApplicationWithJob[]> {
  if (rows.length === 0) return [];
  return selectApplications(
    db,
    inArray(
      jobApplications.id,
      rows.map((row) => row.id),
    ),
    rows.length,
  );
}

/** The applicant's applications, newest first (`job_applications_applicant_idx`). */
export async function listSent(
  db: Db,
  applicantId: number,
  cursor: Cursor | undefined,
  limit: number,
  adId?: number,
) {
  const where = and(
    eq(jobApplications.applicantId, applicantId),
    // One job's: the (ad, applicant) unique index finds it.
    adId === undefined ? undefined : eq(jobApplications.adId, adId),
    afterCursor(cursor),
  );
  return withJobs(db, await applicationIds(db, where, limit));
}

/** Withdraws: deletes the applicant's own application; its attachment's key, or undefined. */
export async function deleteSent(db: Db, applicantId: number, id: number) {
  const [row] = await db
    .delete(jobApplications)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.applicantId, applicantId)))
    .returning({
      id: jobApplications.id,
      adId: jobApplications.adId,
      attachmentKey: jobApplications.attachmentKey,
    });
  return row;
}

/** The newest application to a job ad with its applicant's name (`job_applications_ad_latest_idx`). */
export async function latestOfAd(db: Db, adId: number) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
    })
    .from(jobApplications)
    .innerJoin(applicant, eq(applicant.id, jobApplications.applicantId))
    .where(eq(jobApplications.adId, adId))
    .orderBy(...NEWEST)
    .limit(1);
  return row;
}

/** An application to a job ad `userId` manages (ADR 0045); undefined for anyone else. */
export async function findReceived(db: Db, userId: number, id: number) {
  const [row] = await selectApplications(
    db,
    and(
      eq(jobApplications.id, id),
      ne(ads.status, 'deleted'),
      managedBy(userId),
      sql`exists (select 1 from ${categories} where ${categories.id} = ${ads.categoryId} and ${isJob})`,
    ),
    1,
  );
  return row;
}

/** The first opening: `sent` becomes `viewed`; undefined when it was opened before. */
export async function markViewed(db: Db, id: number, at: Date) {
  const [row] = await db
    .update(jobApplications)
    .set({ status: 'viewed', viewedAt: at, updatedAt: at })
    .where(and(eq(jobApplications.id, id), eq(jobApplications.status, 'sent')))
    .returning();
  return row;
}

/** The database status of a poster's filter (`new` is `sent`); `all` is none. */
export function statusOf(filter: string): string | undefined {
  if (filter === 'all') return undefined;
  return filter === 'new' ? 'sent' : filter;
}

/** What one job ad's page reads: its applications, perhaps of one status, after the cursor. */
export function ofAd(adId: number, status: string | undefined, cursor: Cursor | undefined) {
  return and(
    eq(jobApplications.adId, adId),
    status ? eq(jobApplications.status, status) : undefined,
    afterCursor(cursor),
  );
}

/** One job ad's applications, newest first (`job_applications_ad_status_idx` or `_latest_idx`). */
export async function listReceivedOfAd(
  db: Db,
  adId: number,
  status: string | undefined,
  cursor: Cursor | undefined,
  limit: number,
) {
  return withJobs(db, await applicationIds(db, ofAd(adId, status, cursor), limit));
}

/**
 * Which job ads a poster's lists cover: the member's own (posted as themselves or a store,
 * like `GET {api}/me/posts`), or a store's that the member manages.
 */
export function jobScope(userId: number, storeId: number | undefined): SQL {
  return and(
    storeId === undefined
      ? eq(ads.userId, userId)
      : and(eq(ads.storeId, storeId), managedBy(userId)),
    ne(ads.status, 'deleted'),
    sql`exists (select 1 from ${categories} where ${categories.id} = ${ads.categoryId} and ${isJob})`,
  )!;
}

/**
 * The applications to every job ad of the scope, newest first. Each job ad gives at most one
 * page of its own, walked on its index after the cursor (a lateral top-N), and those are merged:
 * a page costs the number of job ads times the page size whatever its depth, where sorting every
 * application of every job would cost all of them on every page.
 */
export function receivedIds(
  db: Db,
  scope: SQL,
  status: string | undefined,
  cursor: Cursor | undefined,
  limit: number,
): SQL {
  const jobs = db.select({ id: ads.id }).from(ads).where(scope);
  return sql`
    select page.id from (${jobs}) as job
    cross join lateral (
      select ${jobApplications.id} as id, ${jobApplications.createdAt} as created_at
      from ${jobApplications}
      where ${and(
        sql`${jobApplications.adId} = job.id`,
        status ? eq(jobApplications.status, status) : undefined,
        afterCursor(cursor),
      )}
      order by ${sql.join(NEWEST, sql`, `)}
      limit ${limit}
    ) as page
    order by page.created_at desc, page.id desc
    limit ${limit}`;
}

export async function listReceived(
  db: Db,
  scope: SQL,
  status: string | undefined,
  cursor: Cursor | undefined,
  limit: number,
) {
  const result = (await db.execute(receivedIds(db, scope, status, cursor, limit))) as unknown as {
    rows: { id: number | string }[];
  };
  return withJobs(
    db,
    result.rows.map((row) => ({ id: Number(row.id) })),
  );
}

/** The job ads of the scope, newest first, with their applications counted by status. */
export async function listJobs(db: Db, scope: SQL, cursor: Cursor | undefined, limit: number) {
  // Written out: in a select list drizzle leaves columns unqualified, and `id` would be the
  // application's. Each count walks `job_applications_ad_status_idx`.
  const count = (status: string) =>
    sql<number>`(select count(*)::int from job_applications ja where ja.ad_id = "ads"."id" and ja.status = ${status})`;
  return db
    .select({
      id: ads.id,
      title: ads.title,
      status: ads.status,
      expiresAt: ads.expiresAt,
      createdAt: ads.createdAt,
      sent: count('sent'),
      viewed: count('viewed'),
      hired: count('hired'),
      rejected: count('rejected'),
    })
    .from(ads)
    .where(
      and(
        scope,
        cursor
          ? sql`(${ads.createdAt}, ${ads.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(limit);
}
