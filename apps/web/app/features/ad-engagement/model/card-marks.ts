import type { AdEngagement } from '@repo/domain';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';
import type { MarkIntent } from './types.ts';

export {
  CARD_MARK_LABEL_IDS,
  CARD_MARKS_ACTION,
  CARD_MARKS_FORM_ID,
} from '~/shared/ui/card-marks-form.tsx';

/** The field a hydrated control adds: answer JSON for its fetcher instead of a redirect. */
export const CARD_MARKS_JSON_FIELD = 'respond';

/**
 * The field a card toggle posts, the ad id its value: `like`/`save` sets the mark,
 * `unlike`/`unsave` takes it back.
 */
export function cardMarkField(intent: MarkIntent, value: boolean): string {
  return value ? intent : `un${intent}`;
}

/** What a card toggle's post asks for: the first of the four fields it holds, else null. */
export function readCardMark(form: {
  get(name: string): FormDataEntryValue | null;
}): { intent: MarkIntent; value: boolean; id: string } | null {
  for (const intent of ['like', 'save'] as const) {
    for (const value of [true, false]) {
      const id = form.get(cardMarkField(intent, value));
      if (typeof id === 'string') return { intent, value, id };
    }
  }
  return null;
}

/**
 * Where a plain form post of the card control goes back to: a path of this site (a single
 * leading `/`), else `/`. Never another origin (`//host`, `https:`, `/\host`) nor control
 * characters.
 */
export function cardMarksBack(value: unknown): string {
  const path = safeRedirectPath(value, '/');
  // Whatever the browser would make of it must stay on this origin.
  const base = 'http://psar.invalid';
  try {
    return new URL(path, base).origin === base ? path : '/';
  } catch {
    return '/';
  }
}

/** The flash toast of a plain form post, after the mark was set (or undone). */
export const CARD_MARK_DONE: Record<MarkIntent, Record<'true' | 'false', string>> = {
  like: { true: 'adPage.cardMarks.liked', false: 'adPage.cardMarks.unliked' },
  save: { true: 'adPage.cardMarks.saved', false: 'adPage.cardMarks.unsaved' },
};

/** What POST /api/_marks answers a fetcher (a visitor is redirected to sign in instead). */
export type CardMarksResult =
  | { intent: MarkIntent; id: string; engagement: AdEngagement; error?: undefined }
  | { intent: MarkIntent | null; id: string | null; engagement?: undefined; error: string };
