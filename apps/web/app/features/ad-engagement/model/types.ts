import type { AdEngagement } from '@repo/domain';

/** The form field `intent` of the ad page's action. */
export type EngagementIntent = 'phones' | 'like' | 'save';
export type MarkIntent = Exclude<EngagementIntent, 'phones'>;

/** The icon of a like (save) toggle, unpressed and pressed. */
export const MARK_ICONS = { like: ['♡', '♥'], save: ['☆', '★'] } as const satisfies Record<
  MarkIntent,
  readonly [string, string]
>;

/** A revealed number: `tel` for the link (E.164), `display` as Cambodians write it. */
export interface RevealedPhone {
  tel: string;
  display: string;
}

/** What the ad page's action answers (JSON for a fetcher, action data for a plain form post). */
export type EngagementResult =
  | { intent: 'phones'; phones: RevealedPhone[]; error?: undefined }
  | { intent: 'phones'; phones?: undefined; error: string }
  | { intent: MarkIntent; engagement: AdEngagement; error?: undefined }
  | { intent: MarkIntent; engagement?: undefined; error: string };

/** The route's action data as this feature's result, when it is one. */
export function engagementResultOf(value: unknown): EngagementResult | undefined {
  if (typeof value !== 'object' || value === null || !('intent' in value)) return undefined;
  const { intent } = value as { intent: unknown };
  return intent === 'phones' || intent === 'like' || intent === 'save'
    ? (value as EngagementResult)
    : undefined;
}
