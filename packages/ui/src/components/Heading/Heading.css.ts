import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const headingSizes = styleVariants({
  1: { fontSize: vars.fontSize.xxxl },
  2: { fontSize: vars.fontSize.xxl },
  3: { fontSize: vars.fontSize.xl },
});
