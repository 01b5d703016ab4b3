import type { ApiClient } from '@repo/api-client';
import { AD_MARKS_IDS_MAX, type AdMarks } from '@repo/domain';
import { CARD_MARKS_FORM_ID } from '../model/card-marks.ts';
import * as styles from '../ui/engagement.css.ts';

const TOGGLES = { like: ['♡', '♥'], save: ['☆', '★'] } as const;

/** The ad ids of the card toggles of a rendered page (`value` of their like buttons). */
export function cardIdsOf(html: string): string[] {
  const ids = new Set<string>();
  const pattern = new RegExp(`form="${CARD_MARKS_FORM_ID}" name="like" value="(\\d{1,18})"`, 'g');
  for (const match of html.matchAll(pattern)) ids.add(match[1]!);
  return [...ids].slice(0, AD_MARKS_IDS_MAX);
}

/** GET {api}/me/marks: which of these ads the member (the client's token) liked and saved. */
export async function fetchPageMarks(client: ApiClient, ids: string[]): Promise<AdMarks> {
  if (ids.length === 0) return { liked: [], saved: [] };
  return client.getMarks(ids);
}

/**
 * A rendered page's card toggles set to the member's marks: each liked (saved) ad's button as
 * `CardMarks` renders a pressed one — its class, the field that takes it back, `aria-pressed`
 * and the filled icon. The page was rendered with every toggle unpressed (ADR 0025).
 */
export function pressCardMarks(html: string, marks: AdMarks): string {
  let out = html;
  for (const [intent, ids] of [
    ['like', marks.liked],
    ['save', marks.saved],
  ] as const) {
    const [off, on] = TOGGLES[intent];
    for (const id of ids) {
      if (!/^\d{1,18}$/.test(id)) continue;
      const unpressed = new RegExp(
        `<button class="([^"]*)" form="${CARD_MARKS_FORM_ID}" name="${intent}" value="${id}" aria-pressed="false"([^>]*)>${off}</button>`,
        'g',
      );
      out = out.replace(
        unpressed,
        (_, className: string, rest: string) =>
          `<button class="${className} ${styles.pressed}" form="${CARD_MARKS_FORM_ID}" name="un${intent}" value="${id}" aria-pressed="true"${rest}>${on}</button>`,
      );
    }
  }
  return out;
}
