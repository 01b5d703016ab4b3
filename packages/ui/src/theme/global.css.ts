import { BODY_MIN_WIDTH_PX } from '@repo/domain';
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css.ts';
import { darkTokens, lightTokens } from './values.ts';

/*
 * Colour mode. The app puts `light` or `dark` on <html> to force a mode, or neither to follow
 * the operating system (`prefers-color-scheme`).
 */
globalStyle(':root', {
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
});

globalStyle(':root:not(.light)', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(vars, darkTokens),
      colorScheme: 'dark',
    },
  },
});

globalStyle('.dark', {
  vars: assignVars(vars, darkTokens),
  colorScheme: 'dark',
});

globalStyle('.light', {
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
});

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('body', {
  margin: 0,
  minWidth: `${BODY_MIN_WIDTH_PX}px`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
