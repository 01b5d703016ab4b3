export { googleCallbackLoader as loader } from '~/pages/auth/index.server.ts';
