export { colorModeAction as action } from '~/features/color-mode/index.server.ts';
