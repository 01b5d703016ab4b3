import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

const widths = { narrow: 640, wide: 720 };

export const intro = styleVariants(widths, (maxWidth) => ({ maxWidth }));

export const form = styleVariants(widths, (maxWidth) => ({ maxWidth, marginTop: 16 }));
