export {
  settingsAction as action,
  settingsLoader as loader,
} from '~/pages/account/index.server.ts';
export { SettingsPage as default, meta } from '~/pages/account/index.ts';

export const handle = { layout: 'setting' };
