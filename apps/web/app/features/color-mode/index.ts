export { ColorModeSwitch } from './ui/color-mode-switch.tsx';
export { colorModeClass, COLOR_MODES, isColorMode } from './model/color-mode.ts';
export type { ColorMode } from './model/color-mode.ts';
