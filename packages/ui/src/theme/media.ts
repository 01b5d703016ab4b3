/**
 * The layout's breakpoints (ADR 0023). The spec's desktop design holds from 1024 px up; below
 * it the compact layout folds the header into a menu, puts filters in a panel and forms in one
 * column, with tap targets of at least 44 px; `phone` narrows grids further.
 */
export const media = {
  desktop: 'screen and (min-width: 1024px)',
  compact: 'screen and (max-width: 1023.98px)',
  phone: 'screen and (max-width: 599.98px)',
} as const;

/** The least size of a tap target in the compact layout (WCAG 2.5.5). */
export const TAP_TARGET_PX = 44;
