export { routeRulesLoader } from './api/route-rules.server.ts';
