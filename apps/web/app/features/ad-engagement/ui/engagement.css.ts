import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const markForm = style({ display: 'inline-flex', alignItems: 'center', gap: 8 });

export const pressed = style({
  borderColor: vars.color.primary,
  color: vars.color.primary,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const phoneList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 4,
});

export const phoneLink = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const alert = style({ color: vars.color.danger, margin: '8px 0 0' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const cardAlert = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The view beacon: loaded like any image, never seen, never in the way. */
export const beacon = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  opacity: 0,
  pointerEvents: 'none',
});
