export {
  authPageLoader,
  googleCallbackLoader,
  logoutLoader,
  setNewPasswordLoader,
  setPhoneLoader,
  toLoginLoader,
  verifyLoader,
} from './api/loader.server.ts';
export {
  forgotPasswordAction,
  googleStartAction,
  loginAction,
  logoutAction,
  registerAction,
  setNewPasswordAction,
  setPhoneAction,
  verifyAction,
} from './api/action.server.ts';
