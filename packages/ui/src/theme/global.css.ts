import { BODY_MIN_WIDTH_PX } from '@repo/domain';
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { media, TAP_TARGET_PX } from './media.ts';
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
  // The desktop design from BODY_MIN_WIDTH_PX up; below it the compact layout, down to 320 px.
  minWidth: 320,
  '@media': { [media.desktop]: { minWidth: `${BODY_MIN_WIDTH_PX}px` } },
  overflowWrap: 'break-word',
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

/*
 * The compact layout's tap targets (below 1024 px): form controls at least 44 px high, and a
 * checkbox or radio as tall as its label, which is what a thumb taps.
 */
globalStyle(
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="range"]), select, textarea',
  { '@media': { [media.compact]: { minHeight: TAP_TARGET_PX } } },
);
globalStyle('label:has(> input[type="checkbox"]), label:has(> input[type="radio"])', {
  '@media': {
    [media.compact]: { display: 'flex', alignItems: 'center', gap: 8, minHeight: TAP_TARGET_PX },
  },
});
globalStyle('img, video, svg, canvas', { maxWidth: '100%' });
// Disclosure summaries and the links of navigation lists (breadcrumbs, menus, pagers).
globalStyle('summary', {
  '@media': {
    [media.compact]: { display: 'flex', alignItems: 'center', minHeight: TAP_TARGET_PX },
  },
});
globalStyle('nav a', {
  '@media': {
    [media.compact]: {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: TAP_TARGET_PX,
      minWidth: TAP_TARGET_PX,
    },
  },
});
