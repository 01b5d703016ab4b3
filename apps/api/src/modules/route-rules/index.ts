/** The route rules module's door. */
export { registerRouteRules } from './route-rules.module.ts';
export { createRouteRuleService, RouteRuleError } from './route-rules.service.ts';
