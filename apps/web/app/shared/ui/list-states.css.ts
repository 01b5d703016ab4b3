import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/** A list that could not be loaded: one line in the danger colour (My ads, likes, saved). */
export const notice = style({
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

/** A list with nothing in it yet: a dashed, centred box with what to do next. */
export const empty = style({
  padding: '32px 16px',
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
