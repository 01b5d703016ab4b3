import { authPageLoader } from '~/pages/auth/index.server.ts';

export const loader = authPageLoader('maxSentCode');
export { MaxSentCodePage as default, meta } from '~/pages/auth/index.ts';
