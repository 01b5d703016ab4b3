export {
  watermarkAction as action,
  watermarkLoader as loader,
} from '~/pages/stores/index.server.ts';
export { WatermarkPage as default, meta } from '~/pages/stores/index.ts';
