export {
  authPageLoader,
  forgotPasswordAction,
  googleCallbackLoader,
  googleStartAction,
  toLoginLoader,
  loginAction,
  registerAction,
} from './api/forms.server.ts';
export { verifyAction, verifyLoader } from './api/verify.server.ts';
export {
  logoutAction,
  logoutLoader,
  setNewPasswordAction,
  setNewPasswordLoader,
  setPhoneAction,
  setPhoneLoader,
} from './api/steps.server.ts';
