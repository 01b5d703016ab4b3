import { settingsPageLoader } from '~/pages/settings/index.server.ts';

export { changeUsernameAction as action } from '~/pages/settings/index.server.ts';
export const loader = settingsPageLoader('username');
export { ChangeUsernamePage as default, meta } from '~/pages/settings/index.ts';
export const handle = { layout: 'setting' };
