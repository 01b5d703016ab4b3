export { colorModeAction, readColorMode } from './api/color-mode.server.ts';
