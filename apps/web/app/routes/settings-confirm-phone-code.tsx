export { verifyAction as action, verifyLoader as loader } from '~/pages/auth/index.server.ts';
export { VerifyPage as default, meta } from '~/pages/auth/index.ts';
export const handle = { layout: 'setting' };
