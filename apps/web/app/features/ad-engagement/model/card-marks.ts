import type { AdEngagement } from '@repo/domain';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';
import type { MarkIntent } from './types.ts';

/** POST /api/_marks: the card control's resource route (like or save from an ad card). */
export const CARD_MARKS_ACTION = '/api/_marks';

/** The field a hydrated control adds: answer JSON for its fetcher instead of a redirect. */
export const CARD_MARKS_JSON_FIELD = 'respond';

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
