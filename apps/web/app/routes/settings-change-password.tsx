import { settingsPageLoader } from '~/pages/settings/index.server.ts';

export { changePasswordAction as action } from '~/pages/settings/index.server.ts';
export const loader = settingsPageLoader('password');
export { ChangePasswordPage as default, meta } from '~/pages/settings/index.ts';
export const handle = { layout: 'setting' };
