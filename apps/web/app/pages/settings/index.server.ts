export { settingsPageLoader } from './api/loader.server.ts';
export {
  changePasswordAction,
  changePhoneAction,
  changeUsernameAction,
} from './api/action.server.ts';
