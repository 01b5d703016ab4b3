import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const group = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const option = style({
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  padding: '4px 10px',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});
