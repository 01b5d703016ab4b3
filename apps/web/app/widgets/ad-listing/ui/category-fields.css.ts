import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/** The category's own filters: a group inside the filter form. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  margin: 0,
  padding: '12px 0 0',
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
