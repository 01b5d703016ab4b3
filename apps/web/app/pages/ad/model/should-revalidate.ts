import type { ShouldRevalidateFunction } from '@remix-run/react';
import { engagementResultOf } from '~/features/ad-engagement/index.ts';

/**
 * An ad page's own like, save and phone forms answer with everything they change, and the
 * page shows that answer: reloading the ad after them would only repeat three API calls.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) => {
  if (engagementResultOf(actionResult) && formAction === currentUrl.pathname) return false;
  return defaultShouldRevalidate;
};
