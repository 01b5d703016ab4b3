export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_COOKIE = 'colorMode';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The class on <html>: none for 'system' (CSS follows prefers-color-scheme). */
export function colorModeClass(mode: ColorMode): string | undefined {
  return mode === 'system' ? undefined : mode;
}
