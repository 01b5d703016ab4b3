export { storeSettingsLoader as loader } from '~/pages/stores/index.server.ts';
