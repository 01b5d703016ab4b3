import { authPageLoader } from '~/pages/auth/index.server.ts';

export { forgotPasswordAction as action } from '~/pages/auth/index.server.ts';
export const loader = authPageLoader('forgot');
export { ForgotPasswordPage as default, meta } from '~/pages/auth/index.ts';
