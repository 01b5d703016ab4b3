import type { AppLoadContext } from '@remix-run/node';
import type { AdMarks } from '@repo/domain';
import { readSessionCookies } from '~/entities/session/index.server.ts';
import {
  fetchPageMarks,
  markableAdIdsOf,
  pressPageMarks,
} from '~/features/ad-engagement/api/page-marks.server.ts';
import type { User } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { createTtlCache } from '~/shared/lib/ttl-cache.server.ts';
import {
  encodePageMarks,
  MEMBER_MARKS_TOKEN,
  MEMBER_NAME_TOKEN,
} from '~/shared/lib/member-page.ts';

/** As React writes text and attribute values. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!,
  );

/**
 * A string inside the page's data script: a JSON string in the turbo-stream payload, itself a
 * JSON string in the script, with `<`, `>`, `&` and the line separators escaped as Remix does.
 */
const escapeInData = (text: string) =>
  JSON.stringify(JSON.stringify(text).slice(1, -1))
    .slice(1, -1)
    .replace(
      /[&<>\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );

/** A template cut where its data scripts start and end, and the ads it can mark. */
interface Prepared {
  /** Outside scripts at even indexes, the scripts at odd ones. */
  parts: string[];
  adIds: string[];
}

/** A template's parts, worked out once per template text (the cache keeps a few). */
const prepared = new Map<string, Prepared>();
const PREPARED_MAX = 64;

function prepare(template: string): Prepared {
  let entry = prepared.get(template);
  if (!entry) {
    entry = {
      parts: template.split(/(<script\b[^>]*>[\s\S]*?<\/script>)/),
      adIds: markableAdIdsOf(template),
    };
    if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value!);
    prepared.set(template, entry);
  }
  return entry;
}

/**
 * The member's copy of the page all members share (ADR 0025): their first name where the
 * template says MEMBER_NAME_TOKEN (as text in the page, as a string in its data), their likes
 * and saves of its ads in the root's data and on the ads' buttons.
 */
export function fillMemberTemplate(
  template: string,
  name: string,
  marks: Pick<AdMarks, 'liked' | 'saved'>,
): string {
  const filled = prepare(template).parts.map((part, index) =>
    index % 2 === 1
      ? part
          .replaceAll(MEMBER_NAME_TOKEN, escapeInData(name))
          .replaceAll(MEMBER_MARKS_TOKEN, encodePageMarks(marks))
      : part.replaceAll(MEMBER_NAME_TOKEN, escapeHtml(name)),
  );
  return pressPageMarks(filled.join(''), marks);
}

/**
 * Whose access token it is, for the copies of the shared pages only (a page of the member
 * area asks the API every time): for these few seconds a member signed out elsewhere still
 * sees their name on the home page, while every call made with the token is refused.
 */
const MEMBER_TTL_MS = 10_000;
const members = createTtlCache<User>({ ttlMs: MEMBER_TTL_MS, maxEntries: 10_000 });

/**
 * The member's copy of a shared page's template (server/member-pages.js), or null when this
 * request must be rendered for them instead: no access token, or one the API refuses (it is
 * renewed by a render), or an API that does not answer.
 */
export async function personalizePage(
  request: Request,
  context: AppLoadContext,
  template: string,
): Promise<string | null> {
  const { accessToken } = readSessionCookies(request);
  if (!accessToken) return null;
  const client = apiClientFor(context).withTokens({ accessToken });
  try {
    const [user, marks] = await Promise.all([
      members.get(accessToken, () => client.accounts.me()),
      fetchPageMarks(client, accessToken, prepare(template).adIds),
    ]);
    return fillMemberTemplate(template, user.first_name, marks);
  } catch {
    return null;
  }
}
