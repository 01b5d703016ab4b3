import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted });

export const keywords = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const keyword = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** Each link of the store's navigation: a 44 px tap target. */
globalStyle(`${nav} a`, { display: 'inline-flex', alignItems: 'center', minHeight: 44 });

export const members = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
});

export const memberRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const select = style({ display: 'grid', gap: 6, fontWeight: 600 });

export const leave = style({ marginTop: vars.space.lg });
