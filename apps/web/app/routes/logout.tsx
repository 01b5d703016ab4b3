export { logoutAction as action, logoutLoader as loader } from '~/pages/auth/index.server.ts';
