import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const switcher = style({ display: 'inline-flex', gap: 4 });

export const option = style({
  padding: '4px 8px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="true"]': { fontWeight: 700, textDecoration: 'underline' },
    '&:hover': { background: vars.color.surfaceHover },
  },
});
