import type { AppLoadContext } from '@remix-run/node';
import {
  DIRECTORY_QUERY_MAX,
  parseDirectoryQuery,
  type DirectoryNote,
  type Locale,
  type MemberSearch,
  type StoreSearch,
} from '@repo/domain';
import { formatCount, formatDate } from '@repo/i18n';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { directoryHref, noteLines, type DirectoryPageKind } from '../model/directory-url.ts';

/** One result as the page shows it, translated. */
export interface DirectoryRow {
  id: string;
  name: string;
  /** The member's public profile (`/{username}`), unprefixed; null without a username. */
  path: string | null;
  /** `@username`. */
  handle: string | null;
  image: string | null;
  /** The first letter of the name, for the placeholder picture. */
  initial: string;
  lines: string[];
}

const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';

function memberRows(
  found: MemberSearch,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: Locale,
): DirectoryRow[] {
  return found.items.map((member) => ({
    id: member.id,
    name: member.display_name,
    path: member.username ? `/${member.username}` : null,
    handle: member.username ? `@${member.username}` : null,
    image: member.avatar_url,
    initial: initialOf(member.display_name),
    lines: [
      t('directory.member.since', { date: formatDate(member.member_since, locale) }),
      t('directory.member.ads', {
        count: member.active_ads,
        number: formatCount(member.active_ads, locale),
      }),
    ],
  }));
}

function companyRows(
  found: StoreSearch,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: Locale,
): DirectoryRow[] {
  return found.items.map((store) => ({
    id: store.id,
    name: store.name,
    // The store's own page (issue 17): members and stores share `/{username}`.
    path: `/${store.username}`,
    handle: `@${store.username}`,
    image: store.logo_url,
    initial: initialOf(store.name),
    lines: [
      ...(store.short_description ? [store.short_description] : []),
      ...(store.keywords.length > 0
        ? [t('directory.company.keywords', { keywords: store.keywords.join(', ') })]
        : []),
      t('directory.company.since', { date: formatDate(store.created_at, locale) }),
    ],
  }));
}

/**
 * A directory search page (`/search-result/users`, `/search-result/companies`; ADR 0013): the
 * address read with the API's own parser, one page of results, translated. Without a keyword
 * nothing is asked (the page invites one); the API's failure is the page's error state, never
 * a failed page. `shared`: the page is the same for every visitor (ADR 0011).
 */
export async function loadDirectory({
  kind,
  request,
  context,
}: {
  kind: DirectoryPageKind;
  request: Request;
  context: AppLoadContext;
}) {
  const url = new URL(request.url);
  const path = url.pathname;
  const parsed = parseDirectoryQuery(url.searchParams);
  const { query } = parsed;
  const client = apiClientFor(context);
  const [locale, t] = await Promise.all([getLocale(request), getT(request)]);

  let failed = false;
  let rows: DirectoryRow[] = [];
  let found: MemberSearch | StoreSearch | null = null;
  if (query.q !== undefined) {
    try {
      if (kind === 'users') {
        const members = await client.directory.members(query);
        rows = memberRows(members, t, locale);
        found = members;
      } else {
        const companies = await client.directory.companies(query);
        rows = companyRows(companies, t, locale);
        found = companies;
      }
    } catch {
      failed = true;
    }
  }

  const notes: DirectoryNote[] = [...parsed.notes, ...(found?.notes ?? [])];
  const view = {
    kind,
    q: query.q ?? '',
    /** The keyword box's limit (the parser cuts longer keywords). */
    maxLength: DIRECTORY_QUERY_MAX,
    rows,
    total: found?.total ?? 0,
    estimate: found?.total_is_estimate ?? false,
    failed,
    /** This page again (the error state's retry). */
    href: directoryHref(path, query),
    nextHref: found?.next_cursor
      ? directoryHref(path, { ...query, cursor: found.next_cursor })
      : null,
    /** A later page (reached by "Next page"): the list then says when it ends. */
    paged: query.cursor !== undefined,
    notes: noteLines(t, notes),
    count: found
      ? found.total_is_estimate
        ? t(`directory.${kind}.countEstimate`, { number: formatCount(found.total, locale) })
        : t(`directory.${kind}.count`, {
            count: found.total,
            number: formatCount(found.total, locale),
          })
      : null,
  };
  return { view, shared: !failed };
}

export type DirectoryView = Awaited<ReturnType<typeof loadDirectory>>['view'];
