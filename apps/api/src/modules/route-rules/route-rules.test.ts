import { describe, expect, it } from 'vitest';
import { routeRulesResponseSchema } from '@repo/domain';
import { DEVICE, setupTestApp } from '../../test/database.ts';
import { createRouteRuleService } from './route-rules.service.ts';

const env = setupTestApp({ seed: false, config: { CATEGORY_CACHE_TTL_MS: 0 } });

describe('route rules', () => {
  it('stores valid rules, replaces by source path, and serves them to the web app', async () => {
    const rules = createRouteRuleService({ db: env.database.db, ttlMs: 0 });
    await rules.save({ from: '/old-phones/', to: '/c-mobile-phones', permanent: true });
    await rules.save({ from: '/aba', to: 'https://www.ababank.com/', allowExternal: true });
    await rules.save({ from: '/old-phones', to: '/c-phones-tablets' });

    const response = await env.app.inject({ url: '/api/route-rules', headers: DEVICE });
    expect(response.statusCode).toBe(200);
    expect(routeRulesResponseSchema.parse(response.json()).data).toEqual([
      { from: '/aba', to: 'https://www.ababank.com/', permanent: false, allowExternal: true },
      { from: '/old-phones', to: '/c-phones-tablets', permanent: false, allowExternal: false },
    ]);
  });

  it('refuses forbidden schemes and unallowed external targets', async () => {
    const rules = createRouteRuleService({ db: env.database.db, ttlMs: 0 });
    await expect(
      rules.save({ from: '/x', to: 'javascript:alert(1)', allowExternal: true }),
    ).rejects.toThrow();
    await expect(
      rules.save({ from: '/x', to: 'data:text/html,hi', allowExternal: true }),
    ).rejects.toThrow();
    await expect(rules.save({ from: '/x', to: 'https://evil.example' })).rejects.toThrow(
      /allowExternal/,
    );
    expect((await rules.list()).map((rule) => rule.from)).not.toContain('/x');
  });

  it('refuses a rule that would close a redirect loop', async () => {
    const rules = createRouteRuleService({ db: env.database.db, ttlMs: 0 });
    await rules.save({ from: '/loop-a', to: '/loop-b' });
    await rules.save({ from: '/loop-b', to: '/loop-c' });
    await expect(rules.save({ from: '/loop-c', to: '/loop-a/' })).rejects.toThrow(/loop/);
    await expect(rules.save({ from: '/loop-d', to: '/loop-d' })).rejects.toThrow(/loop/);
  });

  it('removes a rule', async () => {
    const rules = createRouteRuleService({ db: env.database.db, ttlMs: 0 });
    expect(await rules.remove('/aba')).toBe(true);
    expect(await rules.remove('/aba')).toBe(false);
  });
});
