import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

export const tooltipContent = style({
  zIndex: vars.zIndex.overlay,
  maxWidth: '280px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} 120ms ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const tooltipArrow = style({
  fill: vars.color.text,
});
