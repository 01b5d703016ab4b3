export {
  changePasswordAction,
  changePhoneAction,
  changeUsernameAction,
  settingsPageLoader,
} from './api/settings.server.ts';
