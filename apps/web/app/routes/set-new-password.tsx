export {
  setNewPasswordAction as action,
  setNewPasswordLoader as loader,
} from '~/pages/auth/index.server.ts';
export { SetNewPasswordPage as default, meta } from '~/pages/auth/index.ts';
