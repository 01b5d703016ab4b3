import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const form = style({ display: 'flex', gap: 8, maxWidth: 640, marginTop: 16 });

export const field = style({ flex: 1 });

export const input = style({
  width: '100%',
  padding: '10px 14px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const subheading = style({ margin: '28px 0 12px' });

export const results = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '8px 16px',
});
