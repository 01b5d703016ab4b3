import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const feedbackTab = style({
  position: 'fixed',
  top: '50%',
  right: 0,
  zIndex: vars.zIndex.floating,
  // Vertical text read bottom to top, flush with the right edge of the viewport.
  writingMode: 'vertical-rl',
  transform: 'translateY(-50%) rotate(180deg)',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.sm,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
