export { useBadges } from './model/use-badges.ts';
export type { BadgeCounts } from './model/badges-cookie.ts';
