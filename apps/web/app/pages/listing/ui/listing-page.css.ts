import { style } from '@vanilla-extract/css';

export const page = style({ paddingTop: 16, paddingBottom: 32 });
