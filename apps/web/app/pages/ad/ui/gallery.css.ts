import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const gallery = style({ display: 'grid', gap: 8, minWidth: 0 });

/** One photo per view, side by side; thumbnail links (#photo-n) scroll it without JavaScript. */
export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceHover,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const slide = style({
  flex: '0 0 100%',
  margin: 0,
  scrollSnapAlign: 'center',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
});

export const empty = style({
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceHover,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  width: 72,
  height: 54,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `2px solid transparent`,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
