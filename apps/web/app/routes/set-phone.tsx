export { setPhoneAction as action, setPhoneLoader as loader } from '~/pages/auth/index.server.ts';
export { SetPhonePage as default, meta } from '~/pages/auth/index.ts';
