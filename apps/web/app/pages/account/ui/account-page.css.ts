import { style } from '@vanilla-extract/css';

export const page = style({ paddingTop: 24, paddingBottom: 32 });
