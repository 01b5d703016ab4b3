import { z } from 'zod';

/**
 * Member and company search (ADR 0013): `GET {api}/search/users` and
 * `GET {api}/search/companies`, and the pages `/search-result/users` and
 * `/search-result/companies`, which read their address with the same parser. As with the ad
 * listing (ADR 0012) nothing a visitor types makes an error: a bad value is dropped (or cut)
 * and reported as a note.
 */

export const DIRECTORY_KINDS = ['users', 'companies'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];
export const DIRECTORY_LIMIT = { default: 20, max: 50 } as const;
/** Longest keyword kept (characters); longer ones are cut with a note. */
export const DIRECTORY_QUERY_MAX = 100;
/** Most words of a keyword used (each must match). */
export const DIRECTORY_QUERY_TERMS_MAX = 8;
/** Longest cursor accepted (a page's last name is in it). */
export const DIRECTORY_CURSOR_MAX = 1000;
/** Above this many matches the total is reported as this number, estimated. */
export const DIRECTORY_EXACT_TOTAL_MAX = 1000;
/** The parameters a directory search reads. */
export const DIRECTORY_PARAMS = ['q', 'cursor', 'limit'] as const;
export type DirectoryParam = (typeof DIRECTORY_PARAMS)[number];

export const DIRECTORY_NOTE_REASONS = ['invalid', 'missing', 'truncated'] as const;
export type DirectoryNoteReason = (typeof DIRECTORY_NOTE_REASONS)[number];
export interface DirectoryNote {
  param: string;
  reason: DirectoryNoteReason;
}

export interface DirectoryQuery {
  q?: string;
  cursor?: string;
  limit: number;
}

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: Raw, name: string): string | undefined {
  const value = raw instanceof URLSearchParams ? (raw.get(name) ?? undefined) : raw[name];
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads a directory search from URL parameters (a page's or the API's). Unknown parameters
 * are ignored; a missing keyword, a bad cursor or limit is noted; `limit` above the maximum is
 * lowered to it.
 */
export function parseDirectoryQuery(raw: Raw): { query: DirectoryQuery; notes: DirectoryNote[] } {
  const notes: DirectoryNote[] = [];
  const query: DirectoryQuery = { limit: DIRECTORY_LIMIT.default };

  const q = read(raw, 'q');
  if (q !== undefined) {
    // eslint-disable-next-line no-control-regex -- control characters are never part of a keyword
    const clean = q.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
    const characters = [...clean];
    if (characters.length > DIRECTORY_QUERY_MAX) notes.push({ param: 'q', reason: 'truncated' });
    const kept = characters.slice(0, DIRECTORY_QUERY_MAX).join('').trim();
    if (kept) query.q = kept;
  }
  if (query.q === undefined) notes.push({ param: 'q', reason: 'missing' });

  const cursor = read(raw, 'cursor');
  if (cursor !== undefined) {
    if (cursor.length <= DIRECTORY_CURSOR_MAX && /^[A-Za-z0-9_-]+$/.test(cursor))
      query.cursor = cursor;
    else notes.push({ param: 'cursor', reason: 'invalid' });
  }

  const limit = read(raw, 'limit');
  if (limit !== undefined) {
    const number = /^\d{1,6}$/.test(limit) ? Number(limit) : NaN;
    if (Number.isInteger(number) && number >= 1)
      query.limit = Math.min(number, DIRECTORY_LIMIT.max);
    else notes.push({ param: 'limit', reason: 'invalid' });
  }

  return { query, notes };
}

/** The query as URL parameters (defaults left out), for links and for the API call. */
export function directorySearchParams(query: Partial<DirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit !== undefined && query.limit !== DIRECTORY_LIMIT.default)
    params.set('limit', String(query.limit));
  return params;
}

export const directoryNoteSchema = z.object({
  param: z.string(),
  reason: z.enum(DIRECTORY_NOTE_REASONS),
});

/** A member as search shows them: public fields only (never a phone or an email). */
export const memberCardSchema = z.object({
  id: z.string(),
  /** The public profile is `/{username}`; null until the member chooses one. */
  username: z.string().nullable(),
  display_name: z.string(),
  /** Members have no photo yet: always null for now. */
  avatar_url: z.string().nullable(),
  member_since: z.string(),
  /** Active, unexpired ads. */
  active_ads: z.number().int(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** A store (company) as search shows it. */
export const storeCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  short_description: z.string(),
  keywords: z.array(z.string()),
  logo_url: z.string().nullable(),
  created_at: z.string(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

function directoryPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
    /** Exact up to DIRECTORY_EXACT_TOTAL_MAX; above it that number with `total_is_estimate`. */
    total: z.number().int(),
    total_is_estimate: z.boolean(),
    /** What the API dropped, cut or missed. */
    notes: z.array(directoryNoteSchema),
  });
}

/** GET {api}/search/users. */
export const memberSearchSchema = directoryPage(memberCardSchema);
export type MemberSearch = z.infer<typeof memberSearchSchema>;
export const memberSearchResponseSchema = z.object({ data: memberSearchSchema });

/** GET {api}/search/companies. */
export const storeSearchSchema = directoryPage(storeCardSchema);
export type StoreSearch = z.infer<typeof storeSearchSchema>;
export const storeSearchResponseSchema = z.object({ data: storeSearchSchema });
