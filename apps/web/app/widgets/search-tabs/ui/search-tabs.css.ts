import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const nav = style({ marginTop: 12, borderBottom: `1px solid ${vars.color.border}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4 });

export const tab = style({
  display: 'inline-block',
  padding: '8px 16px',
  marginBottom: -1,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
