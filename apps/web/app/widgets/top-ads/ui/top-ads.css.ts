import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
  flexWrap: 'wrap',
});

export const heading = style({ margin: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 12,
});
