import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/** The map's box: it keeps its size while Leaflet loads, so nothing below it jumps. */
export const map = style({
  width: '100%',
  height: 320,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Leaflet's panes sit above the page's own stacking (the header's menus stay on top).
  position: 'relative',
  zIndex: 0,
});

export const slot = style({ minHeight: 320, margin: `${vars.space.md} 0` });

export const status = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0` });

export const coordinates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.lg,
});

export const fieldset = style({ border: 0, padding: 0, margin: `${vars.space.md} 0` });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0 });

export const hint = style({ color: vars.color.textMuted, marginTop: vars.space.xs });

export const list = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0` });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A link that is a full tap target on a phone. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44 });
