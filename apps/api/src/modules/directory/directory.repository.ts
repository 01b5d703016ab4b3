import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores, users } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql.ts';

/**
 * Member and company search (ADR 0013). Names are folded once, when written, into the generated
 * columns `users.search_name` and `stores.search_text` by `search_fold` (migration 0014: the
 * SQL twin of the domain's `normalizeSearchText`), each trigram-indexed as it is and without
 * its spaces (`replace(…, ' ', '')`: the expressions here must stay exactly those).
 */

/** Where a keyset page starts: the last row's rank, folded name and id. */
export interface DirectoryCursor {
  rank: number;
  key: string;
  id: number;
}

/** A search: the query's words and compact form (folded) and what an exact username would be. */
export interface DirectoryText {
  /** The folded query cut on spaces (no dictionary: names are not dictionary words). */
  terms: string[];
  /** The folded query without spaces. */
  compact: string;
  /** The typed query as a username (lower case, a leading `@` dropped). */
  username: string;
}

/** Ranks: the exact username, then names with a word starting with each term, then the rest. */
export const RANK = { username: 0, prefix: 1, other: 2 } as const;

/** A searchable text: folded words, and the same without spaces (each has its trigram index). */
interface Searchable {
  words: SQL;
  compact: SQL;
}

function searchable(words: SQL): Searchable {
  return { words, compact: sql`replace(${words}, ' ', '')` };
}

/** A member's folded names and username (`users.search_name`). */
const memberText = searchable(sql`${users.searchName}`);
/** Characters of the folded text that order a rank (and that a cursor carries). */
export const KEY_LENGTH = 64;
/** The order within a rank: the folded names (first name first). */
const memberKey = sql`left(${users.searchName}, ${sql.raw(String(KEY_LENGTH))}) collate "C"`;
/** A store's folded name, username and keywords (`stores.search_text`). */
const storeText = searchable(sql`${stores.searchText}`);
const storeKey = sql`left(${stores.searchText}, ${sql.raw(String(KEY_LENGTH))}) collate "C"`;

/** Terms shorter than this must begin a word (`d` is in too many names to mean anything). */
const SUBSTRING_TERM_MIN = 3;

/** The term begins one of the text's words (both patterns give the trigram index its words). */
function wordStart(text: Searchable, term: string): SQL {
  const escaped = escapeLike(term);
  return sql`(${text.words} like ${`${escaped}%`} or ${text.words} like ${`% ${escaped}%`})`;
}

/**
 * Every term is in the text: a term of 3+ characters anywhere, spaces aside (`dara` in
 * "Sokdara", `sokdara` in "Sok Dara", a Khmer name typed with or without spaces), a shorter
 * one at the start of a word (`ly` finds "Ly Heng", not "Vanna Kelly").
 */
function everyTerm(text: Searchable, terms: string[]): SQL {
  return and(
    ...terms.map((term) =>
      [...term].length >= SUBSTRING_TERM_MIN
        ? sql`${text.compact} like ${`%${escapeLike(term)}%`}`
        : wordStart(text, term),
    ),
  )!;
}

/** 0: the exact username; 1: every term begins a word, or the text begins with the query; 2: the rest. */
function rankOf(username: SQL, text: Searchable, search: DirectoryText): SQL {
  const prefix = or(
    and(...search.terms.map((term) => wordStart(text, term))),
    sql`${text.compact} like ${`${escapeLike(search.compact)}%`}`,
  );
  return sql`(case when ${username} = ${search.username} then ${sql.raw(String(RANK.username))} when ${prefix} then ${sql.raw(String(RANK.prefix))} else ${sql.raw(String(RANK.other))} end)`;
}

function afterCursor(rank: SQL, key: SQL, id: SQL, cursor: DirectoryCursor): SQL {
  return sql`(${rank}, ${key}, ${id}) > (${cursor.rank}::int, ${cursor.key}::text collate "C", ${cursor.id}::bigint)`;
}

/**
 * A member's active, unexpired ads (the public profile's count). Spelt out: drizzle leaves
 * columns unqualified in a selected expression, which would tie `user_id` to the wrong table.
 */
function activeAds(now: number): SQL {
  return sql`(select count(*) from "ads" where "ads"."user_id" = "users"."id" and "ads"."status" = 'active' and "ads"."expires_at" > ${new Date(now).toISOString()}::timestamptz)`;
}

/** Active members (pending sign-ups are not members yet) matching the search. */
function memberWhere(search: DirectoryText): SQL[] {
  // Literal status, so the planner can use the partial index.
  return [sql`${users.status} = 'active'`, everyTerm(memberText, search.terms)];
}

/** One page of members (limit + 1 rows: the extra one says a next page exists). */
export function searchMembers(
  db: Db,
  options: { search: DirectoryText; after?: DirectoryCursor; limit: number; now: number },
) {
  const rank = rankOf(sql`${users.username}`, memberText, options.search);
  const where = memberWhere(options.search);
  if (options.after) where.push(afterCursor(rank, memberKey, sql`${users.id}`, options.after));
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      rank: sql<number>`${rank}`.mapWith(Number),
      key: sql<string>`${memberKey}`,
      activeAds: sql<number>`${activeAds(options.now)}`.mapWith(Number),
    })
    .from(users)
    .where(and(...where))
    .orderBy(rank, memberKey, users.id)
    .limit(options.limit + 1);
}

/** How many members match, counted up to `cap` + 1. */
export async function countMembers(db: Db, search: DirectoryText, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(...memberWhere(search)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

/** Active stores of active owners matching the search. */
function storeWhere(search: DirectoryText): SQL[] {
  return [
    sql`${stores.status} = 'active'`,
    everyTerm(storeText, search.terms),
    sql`exists (select 1 from ${users} where ${users.id} = ${stores.ownerId} and ${users.status} = 'active')`,
  ];
}

/** One page of stores (limit + 1 rows). */
export function searchStores(
  db: Db,
  options: { search: DirectoryText; after?: DirectoryCursor; limit: number },
) {
  const rank = rankOf(sql`${stores.username}`, storeText, options.search);
  const where = storeWhere(options.search);
  if (options.after) where.push(afterCursor(rank, storeKey, sql`${stores.id}`, options.after));
  return db
    .select({
      id: stores.id,
      username: stores.username,
      name: stores.name,
      shortDescription: stores.shortDescription,
      keywords: stores.keywords,
      logoPath: stores.logoPath,
      createdAt: stores.createdAt,
      rank: sql<number>`${rank}`.mapWith(Number),
      key: sql<string>`${storeKey}`,
    })
    .from(stores)
    .where(and(...where))
    .orderBy(rank, storeKey, stores.id)
    .limit(options.limit + 1);
}

/** How many stores match, counted up to `cap` + 1. */
export async function countStores(db: Db, search: DirectoryText, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(stores)
    .where(and(...storeWhere(search)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}
