import { normalizeRulePath, routeRuleSchema, type RouteRule } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { serialise, type CachedBody } from '../../lib/cached-body.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { listRules, removeRule, upsertRule } from './route-rules.repository.ts';

export class RouteRuleError extends Error {
  override name = 'RouteRuleError';
}

/** Route rules: validated on the way in (no forbidden schemes, external only when allowed). */
export function createRouteRuleService(options: { db: Db; ttlMs: number }) {
  const { db, ttlMs } = options;
  const cache = createTtlCache<'all', CachedBody>(ttlMs);

  async function list(): Promise<RouteRule[]> {
    const rows = await listRules(db);
    return rows.map((row) => ({
      from: row.fromPath,
      to: row.toTarget,
      permanent: row.permanent,
      allowExternal: row.allowExternal,
    }));
  }

  return {
    list,
    /** `{ data: [...] }` for the web app, cached for the TTL. */
    listBody: () => cache.get('all', async () => serialise({ data: await list() })),
    /** Adds or replaces the rule for `from`; throws a ZodError on a bad rule. */
    async save(input: unknown): Promise<RouteRule> {
      const rule = routeRuleSchema.parse(input);
      // Follow internal targets: a chain that comes back to its start would redirect forever.
      const targets = new Map((await list()).map((r) => [r.from, r.to]));
      targets.set(rule.from, rule.to);
      let next: string | undefined = rule.to;
      for (let hops = 0; next && hops < 50; hops += 1) {
        if (!next.startsWith('/')) break;
        const path = normalizeRulePath(next);
        if (path === rule.from) throw new RouteRuleError(`${rule.from} would redirect in a loop`);
        next = targets.get(path);
      }
      await upsertRule(db, {
        fromPath: rule.from,
        toTarget: rule.to,
        permanent: rule.permanent,
        allowExternal: rule.allowExternal,
      });
      cache.clear();
      return rule;
    },
    async remove(from: string): Promise<boolean> {
      const removed = await removeRule(db, normalizeRulePath(from));
      cache.clear();
      return removed;
    },
  };
}

export type RouteRuleService = ReturnType<typeof createRouteRuleService>;
