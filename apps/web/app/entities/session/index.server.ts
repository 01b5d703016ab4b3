export { getSession, sessionHeaders } from './api/session.server.ts';
export type { Session } from './api/session.server.ts';
export {
  tokenCookies,
  clearedSessionCookies,
  storesCookie,
  readSessionCookies,
} from './api/session-cookies.server.ts';
export { sessionAction, sessionLoader } from './api/session-routes.server.ts';
export { devicePayload, registerDevice } from './api/device.server.ts';
