import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32, maxWidth: 560 });
export const form = style({ marginTop: 16 });
export const muted = style({ color: vars.color.textMuted });
export const settingsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
});
