import { style } from '@vanilla-extract/css';
import { media, panelToggle, TAP_TARGET_PX, vars } from '@repo/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '250px minmax(0, 1fr)',
  gap: 24,
  alignItems: 'start',
  marginTop: 24,
  // Compact: one column; the filters are a button that opens them over the results.
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 12, marginTop: 12 } },
});

export const filters = style({ minWidth: 0 });

/** The panel's state (its labels open and close it). */
export const filtersToggle = panelToggle;

const panelButton = {
  alignItems: 'center',
  gap: 6,
  minHeight: TAP_TARGET_PX,
  padding: '0 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
} as const;

export const filtersOpen = style({
  ...panelButton,
  display: 'none',
  '@media': { [media.compact]: { display: 'inline-flex' } },
  selectors: {
    [`${filtersToggle}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const filtersClose = style({
  ...panelButton,
  display: 'none',
  alignSelf: 'flex-end',
  '@media': { [media.compact]: { display: 'inline-flex' } },
});

export const filtersPanel = style({
  '@media': {
    [media.compact]: {
      display: 'none',
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.overlay,
      overflowY: 'auto',
      flexDirection: 'column',
      gap: 8,
      padding: 12,
      background: vars.color.background,
      selectors: { [`${filtersToggle}:checked ~ &`]: { display: 'flex' } },
    },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4 });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });

export const results = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });

export const count = style({ margin: 0 });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
  '@media': { [media.compact]: { minHeight: TAP_TARGET_PX } },
});

export const chipCross = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 16,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 } },
});

export const pager = style({ display: 'flex', justifyContent: 'center', padding: '8px 0' });
