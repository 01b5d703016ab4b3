import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkTokens, lightTokens } from './values.ts';

/**
 * The theme contract: every token is a CSS custom property, filled by a theme class or by the
 * global colour-mode rules of `global.css.ts`.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    danger: null,
    success: null,
    focusRing: null,
  },
  shadow: { sm: null, md: null },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { body: null, heading: null, tight: null },
  font: { body: null, mono: null },
  layout: { containerMaxWidth: null },
  zIndex: { floating: null, overlay: null },
});

/** Applies the light values to an element and its subtree. */
export const lightThemeClass = createTheme(vars, lightTokens, 'light-theme');
/** Applies the dark values to an element and its subtree. */
export const darkThemeClass = createTheme(vars, darkTokens, 'dark-theme');
