import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
