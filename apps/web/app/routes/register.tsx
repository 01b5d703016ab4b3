import { authPageLoader } from '~/pages/auth/index.server.ts';

export { registerAction as action } from '~/pages/auth/index.server.ts';
export const loader = authPageLoader('register');
export { RegisterPage as default, meta } from '~/pages/auth/index.ts';
