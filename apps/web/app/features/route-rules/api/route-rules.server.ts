import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { RouteRule } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { createReferenceCache } from '~/shared/lib/reference-cache.server.ts';
import { decideRoute } from '../model/match-rule.ts';
import { serverEnv } from '~/shared/config/env.server.ts';

const cache = createReferenceCache<Map<string, RouteRule>>({
  name: 'route rules',
  ttlMs: serverEnv.routeRulesTtlMs,
  empty: new Map(),
});

/**
 * Runs before every navigation (a pathless layout route around all pages): applies a
 * matching redirect rule. A refused rule is logged and the page loads as usual.
 */
export async function routeRulesLoader({ request, context }: LoaderFunctionArgs) {
  const { data: rules } = await cache.get(async () => {
    const list = await apiClientFor(context).routeRules.list();
    return new Map(list.map((rule) => [rule.from, rule]));
  });
  if (rules.size === 0) return null;
  const url = new URL(request.url);
  const decision = decideRoute(rules, url.pathname, url.search);
  if (decision.action === 'redirect') throw redirect(decision.location, decision.status);
  if (decision.action === 'refuse') {
    console.warn(
      `[route-rules] refused ${decision.rule.from} -> ${decision.rule.to}: ${decision.reason}`,
    );
  }
  return null;
}
