import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const nav = style({ margin: '8px 0 12px', fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  color: vars.color.textMuted,
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: 6 } },
});
