/**
 * Raw token values of the two colour schemes. Plain TypeScript (not a `.css.ts` file) so the
 * theme classes, the global colour-mode rules and the tests share one source of truth.
 *
 * Palette: a burnt-ochre primary (the saffron of monks' robes and Angkor sandstone) on warm
 * neutrals, a crimson danger that stays distinct from the primary, and a blue focus ring that
 * contrasts with every surface.
 */

const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    xxxl: '34px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    /** Khmer stacks subscript consonants and vowels above and below the base line. */
    body: '1.6',
    heading: '1.4',
    tight: '1.25',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Khmer', 'Khmer OS', 'Khmer UI', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  layout: {
    containerMaxWidth: '1200px',
  },
  zIndex: {
    floating: '50',
    overlay: '100',
  },
} as const;

export const lightTokens = {
  color: {
    background: '#faf7f2',
    surface: '#ffffff',
    surfaceHover: '#f2ece4',
    text: '#1f1a16',
    textMuted: '#645a52',
    border: '#ded5ca',
    primary: '#a8400f',
    primaryHover: '#8a3309',
    primaryText: '#ffffff',
    danger: '#b3202a',
    success: '#1b6e3e',
    focusRing: '#2563eb',
  },
  shadow: {
    sm: '0 1px 2px rgba(31, 26, 22, 0.08)',
    md: '0 4px 14px rgba(31, 26, 22, 0.12)',
  },
  ...sharedTokens,
};

export const darkTokens: typeof lightTokens = {
  color: {
    background: '#161311',
    surface: '#211c18',
    surfaceHover: '#2d2621',
    text: '#f3eee8',
    textMuted: '#b4a99f',
    border: '#3d342d',
    primary: '#f0945c',
    primaryHover: '#f5ad80',
    primaryText: '#1e0f06',
    danger: '#f2777d',
    success: '#5ccf8b',
    focusRing: '#7aa7ff',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.5)',
  },
  ...sharedTokens,
};

export type ThemeTokens = typeof lightTokens;
