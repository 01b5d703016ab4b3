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

/**
 * A style fragment: in the compact layout, a link or control at least 44 × 44 px with its
 * text centred vertically (`flex` for one that fills its row, `inline-flex` for one in a line).
 * Spread it into a style that has no `@media` of its own.
 */
export function compactTapTarget(display: 'flex' | 'inline-flex' = 'inline-flex') {
  return {
    '@media': {
      [media.compact]: {
        display,
        alignItems: 'center',
        minHeight: TAP_TARGET_PX,
        minWidth: TAP_TARGET_PX,
      },
    },
  } as const;
}
