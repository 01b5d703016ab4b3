import { COOKIE_MAX_AGE, type Badges } from '@repo/domain';

/** The header's counts (spec §3 Badges): every field, 0 when the API left it out. */
export interface BadgeCounts {
  chat: number;
  comment: number;
  subscription_nearly_expired: number;
}

export const BADGES_COOKIE = 'badges';
const ORDER = ['chat', 'comment', 'subscription_nearly_expired'] as const;
const COUNT_MAX = 9999;

const clamp = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? Math.min(value, COUNT_MAX)
    : 0;

export function countsOf(badges: Badges): BadgeCounts {
  return {
    chat: clamp(badges.chat),
    comment: clamp(badges.comment),
    subscription_nearly_expired: clamp(badges.subscription_nearly_expired),
  };
}

/** The cookie's value: the three counts, `3.0.0` (cookie-safe, no encoding needed). */
export function serializeBadges(counts: BadgeCounts): string {
  return ORDER.map((field) => String(clamp(counts[field]))).join('.');
}

/** The counts in a cookie value, or null when it is not one this app wrote. */
export function parseBadges(value: string | undefined): BadgeCounts | null {
  if (!value || !/^\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(value)) return null;
  const [chat, comment, nearly] = value.split('.').map(Number);
  return { chat: chat!, comment: comment!, subscription_nearly_expired: nearly! };
}

/** The `badges` cookie (spec §9: 3 minutes), written by the browser. */
export function badgesCookie(counts: BadgeCounts, secure: boolean): string {
  return `${BADGES_COOKIE}=${serializeBadges(counts)}; Path=/; Max-Age=${COOKIE_MAX_AGE.badges}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Clears it: the next page asks again (a conversation was just read). */
export const CLEARED_BADGES_COOKIE = `${BADGES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
