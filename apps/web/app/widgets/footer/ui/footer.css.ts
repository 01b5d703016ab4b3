import { style } from '@vanilla-extract/css';
import { compactTapTarget, vars } from '@repo/ui';

export const footer = style({
  marginTop: 48,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const inner = style({ paddingTop: 24, paddingBottom: 24 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({ color: vars.color.text, ...compactTapTarget() });

export const copyright = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: '16px 0 0',
});
