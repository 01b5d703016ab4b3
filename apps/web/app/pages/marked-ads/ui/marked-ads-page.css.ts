import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const muted = style({ color: vars.color.textMuted });

export const notice = style({
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

export const empty = style({
  padding: '32px 16px',
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

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
