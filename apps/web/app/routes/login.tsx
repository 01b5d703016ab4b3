import { authPageLoader } from '~/pages/auth/index.server.ts';

export { loginAction as action } from '~/pages/auth/index.server.ts';
export const loader = authPageLoader('login');
export { LoginPage as default, meta } from '~/pages/auth/index.ts';
