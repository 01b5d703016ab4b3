import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ maxWidth: 520 });

export const description = style({ color: vars.color.textMuted });

export const form = style({ marginTop: 16 });
