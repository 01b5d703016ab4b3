import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 16, paddingBottom: 32 });

export const form = style({ display: 'flex', gap: 8, maxWidth: 640, marginTop: 16 });

export const field = style({ flex: 1 });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  marginTop: 20,
  maxWidth: 800,
});

export const count = style({ margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

export const row = style({
  display: 'flex',
  gap: 16,
  alignItems: 'flex-start',
  padding: 12,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const picture = style({
  flex: '0 0 56px',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const name = style({ margin: 0, fontSize: vars.fontSize.md });

export const handle = style({ margin: 0, color: vars.color.textMuted });

export const line = style({ margin: 0, fontSize: vars.fontSize.sm });

export const pager = style({ display: 'flex', justifyContent: 'center', padding: '8px 0' });
