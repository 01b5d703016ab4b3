import { style, styleVariants } from '@vanilla-extract/css';
import { media, TAP_TARGET_PX } from '../../theme/media.ts';
import { vars } from '../../theme/tokens.css.ts';

export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:disabled, &[aria-disabled="true"]': {
      opacity: 0.55,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Every size is a full tap target in the compact layout.
    [media.compact]: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX },
  },
});

export const buttonVariants = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        backgroundColor: vars.color.primaryHover,
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        backgroundColor: vars.color.surfaceHover,
      },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        backgroundColor: vars.color.surfaceHover,
      },
    },
  },
});

export const buttonSizes = styleVariants({
  sm: {
    minHeight: '32px',
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
  },
  md: {
    minHeight: '40px',
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
  },
  lg: {
    minHeight: '48px',
    paddingInline: vars.space.xl,
    fontSize: vars.fontSize.lg,
  },
});

export const buttonFullWidth = style({ width: '100%' });
