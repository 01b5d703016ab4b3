import type { RouteRule } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { decideRoute } from './match-rule.ts';

const rules = new Map<string, RouteRule>(
  [
    { from: '/old-phones', to: '/c-mobile-phones', permanent: true, allowExternal: false },
    { from: '/aba', to: 'https://www.ababank.com/', permanent: false, allowExternal: true },
    { from: '/sneaky', to: 'https://evil.example/', permanent: false, allowExternal: false },
    { from: '/xss', to: 'javascript:alert(1)', permanent: false, allowExternal: true },
    { from: '/self', to: '/self', permanent: false, allowExternal: false },
  ].map((rule) => [rule.from, rule]),
);

describe('decideRoute', () => {
  it('redirects an internal rule with its status, keeping query and language prefix', () => {
    expect(decideRoute(rules, '/old-phones/', '?page=2')).toEqual({
      action: 'redirect',
      location: '/c-mobile-phones?page=2',
      status: 301,
    });
    expect(decideRoute(rules, '/km/old-phones', '')).toEqual({
      action: 'redirect',
      location: '/km/c-mobile-phones',
      status: 301,
    });
  });

  it('leaves the app only when the rule allows it', () => {
    expect(decideRoute(rules, '/aba', '')).toEqual({
      action: 'redirect',
      location: 'https://www.ababank.com/',
      status: 302,
    });
    expect(decideRoute(rules, '/sneaky', '')).toMatchObject({
      action: 'refuse',
      reason: 'external-not-allowed',
    });
  });

  it('refuses javascript: even when allowed, ignores loops and unknown paths', () => {
    expect(decideRoute(rules, '/xss', '')).toMatchObject({
      action: 'refuse',
      reason: 'forbidden-scheme',
    });
    expect(decideRoute(rules, '/self', '')).toEqual({ action: 'none' });
    expect(decideRoute(rules, '/c-cars', '')).toEqual({ action: 'none' });
  });
});
