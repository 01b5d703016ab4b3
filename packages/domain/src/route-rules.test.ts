import { describe, expect, it } from 'vitest';
import { classifyTarget, normalizeRulePath, routeRuleSchema } from './route-rules.ts';

describe('classifyTarget', () => {
  it('tells same-site paths from external addresses', () => {
    expect(classifyTarget('/km/c-cars?page=2')).toEqual({
      kind: 'internal',
      path: '/km/c-cars?page=2',
    });
    expect(classifyTarget('https://www.nbc.gov.kh/')).toEqual({
      kind: 'external',
      url: 'https://www.nbc.gov.kh/',
    });
  });

  it('always refuses blob, data, javascript and vbscript, in any case or with spaces', () => {
    for (const target of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,hi',
      'blob:https://x/1',
      'VBScript:msgbox',
    ]) {
      expect(classifyTarget(target)).toEqual({ kind: 'refused', reason: 'forbidden-scheme' });
    }
  });

  it('refuses other schemes, protocol-relative and malformed targets', () => {
    expect(classifyTarget('ftp://files.example').kind).toBe('refused');
    expect(classifyTarget('//evil.example/x').kind).toBe('refused');
    expect(classifyTarget('/\\evil.example').kind).toBe('refused');
    expect(classifyTarget('java\tscript:alert(1)').kind).toBe('refused');
    expect(classifyTarget('relative/path').kind).toBe('refused');
  });
});

describe('routeRuleSchema', () => {
  it('normalises the source path and defaults to a temporary internal rule', () => {
    expect(routeRuleSchema.parse({ from: '/old-cars/?x=1', to: '/c-cars' })).toEqual({
      from: '/old-cars',
      to: '/c-cars',
      permanent: false,
      allowExternal: false,
    });
    expect(normalizeRulePath('/')).toBe('/');
  });

  it('stores Khmer paths percent-encoded, as browsers request them', () => {
    const rule = routeRuleSchema.parse({ from: '/ផ្សារ/', to: '/km/c-ផ្ទះ?x=1#top' });
    expect(rule.from).toBe(new URL('http://x/ផ្សារ').pathname);
    expect(rule.to).toBe(`${new URL('http://x/km/c-ផ្ទះ').pathname}?x=1#top`);
  });

  it('needs allowExternal for an external target and never takes a forbidden one', () => {
    expect(routeRuleSchema.safeParse({ from: '/bank', to: 'https://www.aba.com.kh' }).success).toBe(
      false,
    );
    expect(
      routeRuleSchema.safeParse({
        from: '/bank',
        to: 'https://www.aba.com.kh',
        allowExternal: true,
      }).success,
    ).toBe(true);
    expect(
      routeRuleSchema.safeParse({ from: '/x', to: 'javascript:alert(1)', allowExternal: true })
        .success,
    ).toBe(false);
  });
});
