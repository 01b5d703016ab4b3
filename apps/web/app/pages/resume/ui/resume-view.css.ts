import { style } from '@vanilla-extract/css';
import { compactTapTarget, vars } from '@repo/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: 820,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
  '@media': { print: { maxWidth: 'none', padding: 0 } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const link = style({ ...compactTapTarget() });
