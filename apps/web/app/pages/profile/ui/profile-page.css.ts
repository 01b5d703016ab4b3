import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const header = style({ display: 'grid', gap: 4, marginBottom: 8 });

export const name = style({ margin: 0, overflowWrap: 'anywhere' });

export const handle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const facts = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
