import {
  DIRECTORY_EXACT_TOTAL_MAX,
  DIRECTORY_QUERY_TERMS_MAX,
  normalizeSearchText,
  parseDirectoryQuery,
  type DirectoryKind,
  type DirectoryNote,
  type DirectoryQuery,
  type MemberSearch,
  type StoreSearch,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { mediaUrl } from '../photos/index.ts';
import {
  countMembers,
  countStores,
  KEY_LENGTH,
  RANK,
  searchMembers,
  searchStores,
  type DirectoryCursor,
  type DirectoryText,
} from './directory.repository.ts';

const RANKS: readonly number[] = Object.values(RANK);

function encodeCursor(kind: DirectoryKind, cursor: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([kind, cursor.rank, cursor.key, cursor.id])).toString(
    'base64url',
  );
}

/** The cursor of a page, or undefined when it was tampered with or belongs to the other search. */
function decodeCursor(text: string, kind: DirectoryKind): DirectoryCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
    const [cursorKind, rank, key, id] = parsed as unknown[];
    if (cursorKind !== kind) return undefined;
    if (typeof rank !== 'number' || !RANKS.includes(rank)) return undefined;
    // NUL cannot be sent to PostgreSQL; a folded name never has one.
    if (typeof key !== 'string' || [...key].length > KEY_LENGTH || key.includes('\u0000'))
      return undefined;
    if (!Number.isSafeInteger(id) || (id as number) < 1) return undefined;
    return { rank, key, id: id as number };
  } catch {
    return undefined;
  }
}

/**
 * The query's words, folded as the database folds names, cut on spaces only: Khmer names are
 * not dictionary words, so the dictionary would cut them into syllables (`ដារា` → `ដា រា`).
 */
function textOf(q: string): DirectoryText | null {
  const folded = normalizeSearchText(q);
  const terms = [...new Set(folded.split(' ').filter(Boolean))].slice(0, DIRECTORY_QUERY_TERMS_MAX);
  if (terms.length === 0) return null;
  return {
    terms,
    compact: folded.replaceAll(' ', ''),
    username: q.trim().replace(/^@/, '').toLowerCase(),
  };
}

const empty = (notes: DirectoryNote[]) => ({
  items: [],
  next_cursor: null,
  total: 0,
  total_is_estimate: false,
  notes,
});

/**
 * Member and company search (ADR 0013): `GET {api}/search/users` and
 * `GET {api}/search/companies`, keyset pages ranked exact username first, then names with a
 * word starting with every term, then the rest. Bad input never fails: it is reported in
 * `notes` (no keyword means no results, not everyone).
 */
export function createDirectoryService(options: {
  db: Db;
  now: () => number;
  mediaBaseUrl: string;
}) {
  const { db, now, mediaBaseUrl } = options;

  /** The parsed query, its search text and its cursor, or the notes of why there is none. */
  function prepare(kind: DirectoryKind, raw: Record<string, string | string[] | undefined>) {
    const { query, notes } = parseDirectoryQuery(raw);
    const text = query.q === undefined ? null : textOf(query.q);
    // A keyword of punctuation only: nothing to search for.
    if (query.q !== undefined && !text) notes.push({ param: 'q', reason: 'invalid' });
    let after: DirectoryCursor | undefined;
    if (query.cursor) {
      after = decodeCursor(query.cursor, kind);
      if (!after) notes.push({ param: 'cursor', reason: 'invalid' });
    }
    return { query, notes, text, after };
  }

  function page<Row extends { id: number; rank: number; key: string }>(
    kind: DirectoryKind,
    rows: Row[],
    query: DirectoryQuery,
  ) {
    const kept = rows.slice(0, query.limit);
    const last = kept.at(-1);
    return {
      kept,
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor(kind, { rank: last.rank, key: last.key, id: last.id })
          : null,
    };
  }

  return {
    async members(raw: Record<string, string | string[] | undefined>): Promise<MemberSearch> {
      const { query, notes, text, after } = prepare('users', raw);
      if (!text) return empty(notes);
      const [rows, counted] = await Promise.all([
        searchMembers(db, { search: text, after, limit: query.limit, now: now() }),
        countMembers(db, text, DIRECTORY_EXACT_TOTAL_MAX),
      ]);
      const { kept, next_cursor } = page('users', rows, query);
      return {
        items: kept.map((row) => ({
          id: String(row.id),
          username: row.username,
          display_name: `${row.firstName} ${row.lastName}`.trim(),
          avatar_url: null,
          member_since: row.createdAt.toISOString(),
          active_ads: row.activeAds,
        })),
        next_cursor,
        total: Math.min(counted, DIRECTORY_EXACT_TOTAL_MAX),
        total_is_estimate: counted > DIRECTORY_EXACT_TOTAL_MAX,
        notes,
      };
    },

    async companies(raw: Record<string, string | string[] | undefined>): Promise<StoreSearch> {
      const { query, notes, text, after } = prepare('companies', raw);
      if (!text) return empty(notes);
      const [rows, counted] = await Promise.all([
        searchStores(db, { search: text, after, limit: query.limit }),
        countStores(db, text, DIRECTORY_EXACT_TOTAL_MAX),
      ]);
      const { kept, next_cursor } = page('companies', rows, query);
      return {
        items: kept.map((row) => ({
          id: String(row.id),
          username: row.username,
          name: row.name,
          short_description: row.shortDescription,
          keywords: row.keywords,
          logo_url: row.logoPath ? mediaUrl(mediaBaseUrl, row.logoPath) : null,
          created_at: row.createdAt.toISOString(),
        })),
        next_cursor,
        total: Math.min(counted, DIRECTORY_EXACT_TOTAL_MAX),
        total_is_estimate: counted > DIRECTORY_EXACT_TOTAL_MAX,
        notes,
      };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
