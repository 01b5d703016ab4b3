import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0 });

export const branch = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const line = style({ margin: 0 });

export const point = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The branch's links (phone, email, directions, edit): 44 px tap targets. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44 });

export const confirm = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

globalStyle(`${confirm} p`, { margin: 0 });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
