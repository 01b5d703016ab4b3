/** The health check's door. */
export { healthRoutes } from './health.routes.ts';
