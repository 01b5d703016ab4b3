import { routeRulesResponseSchema } from '@repo/domain';
import type { RouteRule } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** The redirect rules the web server applies before a page (ADR 0006). */
export interface RouteRuleCalls {
  /** GET {api}/route-rules */
  list(): Promise<RouteRule[]>;
}

export function routeRuleCalls({ request }: Transport): RouteRuleCalls {
  return {
    list: () => dataOf(request('GET', 'api', 'route-rules', { schema: routeRulesResponseSchema })),
  };
}
