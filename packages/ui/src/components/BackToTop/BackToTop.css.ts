import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const backToTop = style({
  position: 'fixed',
  right: vars.space.xl,
  bottom: vars.space.xl,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    // `display` above would otherwise override the `hidden` attribute.
    '&[hidden]': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const icon = style({
  width: '20px',
  height: '20px',
});
