import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const muted = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  marginTop: 16,
});
