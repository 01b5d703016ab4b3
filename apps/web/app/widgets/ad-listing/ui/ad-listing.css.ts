import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '250px minmax(0, 1fr)',
  gap: 24,
  alignItems: 'start',
  marginTop: 24,
  // A phone: the filters above the results.
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4 });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });

export const results = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });

export const count = style({ margin: 0 });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const chipCross = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 16,
});

export const pager = style({ display: 'flex', justifyContent: 'center', padding: '8px 0' });
