import { style } from '@vanilla-extract/css';
import { compactTapTarget, vars } from '@repo/ui';

export const summary = style({
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ...compactTapTarget(),
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
