import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 16, paddingBottom: 32 });

export const article = style({ maxWidth: 760 });

export const lead = style({ fontSize: vars.fontSize.lg, margin: '8px 0' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 36,
});

export const updated = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const section = style({ marginTop: 28 });

export const bullets = style({ paddingLeft: 22, lineHeight: 1.8 });
