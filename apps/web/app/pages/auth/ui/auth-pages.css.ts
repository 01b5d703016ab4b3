import { style } from '@vanilla-extract/css';
import { media, vars } from '@repo/ui';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 12,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const codeInput = style({
  letterSpacing: '0.4em',
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
});

export const resend = style({ marginTop: 12 });
