export { badgesLoader } from './api/badges.server.ts';
export { CLEARED_BADGES_COOKIE } from './model/badges-cookie.ts';
