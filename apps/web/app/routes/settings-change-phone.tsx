import { settingsPageLoader } from '~/pages/settings/index.server.ts';

export { changePhoneAction as action } from '~/pages/settings/index.server.ts';
export const loader = settingsPageLoader('phone');
export { ChangePhonePage as default, meta } from '~/pages/settings/index.ts';
export const handle = { layout: 'setting' };
