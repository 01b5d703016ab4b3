import type { ApiClient } from '@repo/api-client';
import { AD_MARKS_IDS_MAX, type AdMarks } from '@repo/domain';
import { createTtlCache } from '~/shared/lib/ttl-cache.server.ts';
import { CARD_MARKS_FORM_ID } from '../model/card-marks.ts';
import { MARK_ICONS } from '../model/types.ts';
import * as styles from '../ui/engagement.css.ts';

const ID = '(\\d{1,18})';
/** A card's like toggle (`CardMarks`), its ad id captured. */
const CARD_LIKE = new RegExp(`form="${CARD_MARKS_FORM_ID}" name="like" value="${ID}"`, 'g');
/** The ad page's own like form (`MarkButton`, posted to the ad's path), its ad id captured. */
const AD_PAGE_LIKE = new RegExp(
  `<form method="post" action="[^"]*-adid-${ID}"[^>]*><input type="hidden" name="intent" value="like"/>`,
  'g',
);

/**
 * The ids of the ads a rendered page can be liked and saved from: the cards' toggles and the
 * ad page's own buttons, at most AD_MARKS_IDS_MAX.
 */
export function markableAdIdsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const pattern of [AD_PAGE_LIKE, CARD_LIKE])
    for (const match of html.matchAll(pattern)) ids.add(match[1]!);
  return [...ids].slice(0, AD_MARKS_IDS_MAX);
}

/**
 * A member's likes and saves, all of them (GET {api}/me/marks without ids), by access token, for
 * a few seconds: the copies of the shared pages a member opens in that time need no API call
 * each (ADR 0025). The member's own likes and saves through this server forget them at once
 * (`forgetMemberMarks`); one made elsewhere (another device, another server) shows within the TTL.
 */
const MEMBER_MARKS_TTL_MS = 10_000;
/**
 * Sets of more marks than this are not kept (a page's own ids are asked instead): the cache's
 * memory stays bounded (5,000 members × 200 ids) whatever an account piles up.
 */
const MEMBER_MARKS_KEPT_MAX = 200;
const memberMarks = createTtlCache<AdMarks>({ ttlMs: MEMBER_MARKS_TTL_MS, maxEntries: 5_000 });
const NOT_KEPT: AdMarks = { liked: [], saved: [], complete: false };

/** After the member liked or saved something (or took it back): their marks are asked again. */
export function forgetMemberMarks(accessToken: string): void {
  memberMarks.delete(accessToken);
}

/**
 * Which of these ads the member liked and saved: from their whole set of marks (kept a few
 * seconds), or GET {api}/me/marks?ids= when that set is too long to be sent or kept whole.
 */
export async function fetchPageMarks(
  client: ApiClient,
  accessToken: string,
  ids: string[],
): Promise<Omit<AdMarks, 'complete'>> {
  if (ids.length === 0) return { liked: [], saved: [] };
  const all = await memberMarks.get(accessToken, async () => {
    const marks = await client.engagement.marks();
    return marks.liked.length + marks.saved.length <= MEMBER_MARKS_KEPT_MAX ? marks : NOT_KEPT;
  });
  if (!all.complete) {
    const { liked, saved } = await client.engagement.marks(ids);
    return { liked, saved };
  }
  const asked = new Set(ids);
  return {
    liked: all.liked.filter((id) => asked.has(id)),
    saved: all.saved.filter((id) => asked.has(id)),
  };
}

/**
 * A rendered page's like and save buttons set to the member's marks, as a render for them
 * would have them: each liked (saved) ad's card toggle as `CardMarks` renders a pressed one (its
 * class, the field that takes it back, `aria-pressed`, the filled icon), and the ad page's own
 * button as `MarkButton` does (the value it posts, its class, `aria-pressed`, the icon). The
 * page was rendered with every button unpressed (ADR 0025).
 */
export function pressPageMarks(html: string, marks: Pick<AdMarks, 'liked' | 'saved'>): string {
  let out = html;
  for (const [intent, ids] of [
    ['like', marks.liked],
    ['save', marks.saved],
  ] as const) {
    const [off, on] = MARK_ICONS[intent];
    for (const id of ids) {
      if (!/^\d{1,18}$/.test(id)) continue;
      const card = new RegExp(
        `<button class="([^"]*)" form="${CARD_MARKS_FORM_ID}" name="${intent}" value="${id}" aria-pressed="false"([^>]*)>${off}</button>`,
        'g',
      );
      out = out.replace(
        card,
        (_, className: string, rest: string) =>
          `<button class="${className} ${styles.pressed}" form="${CARD_MARKS_FORM_ID}" name="un${intent}" value="${id}" aria-pressed="true"${rest}>${on}</button>`,
      );
      const adPage = new RegExp(
        `(<form method="post" action="[^"]*-adid-${id}"[^>]*><input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="value" value=")true("/><button class="[^"]*)(" type="submit" aria-pressed=")false("><span aria-hidden="true">)${off}`,
        'g',
      );
      out = out.replace(
        adPage,
        (_, form: string, button: string, pressedAttribute: string, icon: string) =>
          `${form}false${button} ${styles.pressed}${pressedAttribute}true${icon}${on}`,
      );
    }
  }
  return out;
}
