import { style } from '@vanilla-extract/css';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const intro = style({ maxWidth: 640 });

export const form = style({ maxWidth: 640, marginTop: 16 });
