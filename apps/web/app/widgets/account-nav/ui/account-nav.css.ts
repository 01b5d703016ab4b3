import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const nav = style({ borderBottom: `1px solid ${vars.color.border}`, margin: '16px 0 24px' });

export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'block',
  padding: '8px 14px',
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
