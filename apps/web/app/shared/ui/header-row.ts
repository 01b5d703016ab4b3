import { TAP_TARGET_PX } from '@repo/ui';

/** Space above and below the header's row of links and buttons. */
export const HEADER_ROW_PADDING_PX = 10;

/**
 * The height of the header's first row (its tap targets, the padding and the bottom border):
 * toasts start below it, so a toast never covers "Sign out" or "Post an ad".
 */
export const HEADER_ROW_PX = TAP_TARGET_PX + 2 * HEADER_ROW_PADDING_PX + 1;
