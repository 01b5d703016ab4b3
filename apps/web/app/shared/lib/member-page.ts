/**
 * Member pages from one render (ADR 0025): a page every member sees alike but for their name
 * and their likes and saves (the home page, the listings) is rendered once as a template, with
 * these tokens where the member's own parts go, and each member's copy is that template with
 * the tokens filled in (`member-page.server.ts`). The tokens are letters and digits only, so
 * no escaping (HTML text, JSON inside a script) changes them.
 */
export const MEMBER_NAME_TOKEN = 'PsarMemberName7Qx2';
export const MEMBER_MARKS_TOKEN = 'PsarMemberMarks7Qx2';

/** A member's likes and saves among the ads of a page. */
export interface PageMarks {
  liked: ReadonlySet<string>;
  saved: ReadonlySet<string>;
}

const AD_ID = /^[1-9]\d{0,17}$/;
const NO_MARKS: PageMarks = { liked: new Set(), saved: new Set() };

/** The page's marks as the root's data carries them: `l12,15;s40` (liked 12 and 15, saved 40). */
export function encodePageMarks(marks: { liked: readonly string[]; saved: readonly string[] }) {
  const ids = (list: readonly string[]) => list.filter((id) => AD_ID.test(id)).join(',');
  return `l${ids(marks.liked)};s${ids(marks.saved)}`;
}

/** The marks of the root's data; none for anything else (a template's token, nothing). */
export function decodePageMarks(value: unknown): PageMarks {
  if (typeof value !== 'string') return NO_MARKS;
  const match = /^l([\d,]*);s([\d,]*)$/.exec(value);
  if (!match) return NO_MARKS;
  const ids = (list: string) => new Set(list.split(',').filter((id) => AD_ID.test(id)));
  return { liked: ids(match[1]!), saved: ids(match[2]!) };
}
