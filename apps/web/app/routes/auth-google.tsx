export { googleStartAction as action, toLoginLoader as loader } from '~/pages/auth/index.server.ts';
