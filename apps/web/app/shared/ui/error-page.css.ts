import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({
  maxWidth: 640,
  margin: '12vh auto',
  padding: '0 24px',
  textAlign: 'center',
});

export const status = style({
  fontSize: 64,
  fontWeight: 700,
  margin: 0,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: 28,
  margin: '8px 0 16px',
});

export const actions = style({ display: 'flex', justifyContent: 'center', gap: 24, marginTop: 24 });

export const retry = style({ fontWeight: 700 });
