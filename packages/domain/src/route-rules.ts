import { z } from 'zod';

/** Schemes a navigation may never go to (spec §8), whatever a rule says. */
export const FORBIDDEN_SCHEMES = ['blob:', 'data:', 'javascript:', 'vbscript:'] as const;

export type NavigationTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'forbidden-scheme' | 'unsupported-scheme' | 'malformed' };

/**
 * Classifies where a navigation would go: a same-site path, an http(s) address
 * elsewhere, or a refused target (blob:, data:, javascript:, vbscript:, other schemes,
 * protocol-relative `//host`, control characters).
 */
export function classifyTarget(target: string): NavigationTarget {
  const trimmed = target.trim();
  if ([...trimmed].some((char) => char.charCodeAt(0) < 0x20) || trimmed.includes('\\')) {
    return { kind: 'refused', reason: 'malformed' };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme) {
    if ((FORBIDDEN_SCHEMES as readonly string[]).includes(`${scheme}:`)) {
      return { kind: 'refused', reason: 'forbidden-scheme' };
    }
    if (scheme !== 'http' && scheme !== 'https')
      return { kind: 'refused', reason: 'unsupported-scheme' };
    try {
      return { kind: 'external', url: new URL(trimmed).toString() };
    } catch {
      return { kind: 'refused', reason: 'malformed' };
    }
  }
  if (trimmed.startsWith('/') && !trimmed.startsWith('//'))
    return { kind: 'internal', path: trimmed };
  return { kind: 'refused', reason: 'malformed' };
}

/**
 * The path form rules are matched on: percent-encoded as browsers send it (so a Khmer
 * path typed in the CLI matches), no trailing slash (except "/"), no query or hash.
 */
export function normalizeRulePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/';
  let encoded: string;
  try {
    encoded = new URL(withoutQuery, 'http://rules.invalid').pathname;
  } catch {
    encoded = withoutQuery;
  }
  return encoded.length > 1 ? encoded.replace(/\/+$/, '') || '/' : encoded;
}

/** An internal target in the form a Location header can carry (percent-encoded path). */
export function encodeInternalTarget(target: string): string {
  const url = new URL(target, 'http://rules.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

export const routeRuleSchema = z
  .object({
    from: z
      .string()
      .trim()
      .max(500)
      .refine(
        (value) => classifyTarget(value).kind === 'internal',
        'from must be a path starting with /',
      )
      .transform(normalizeRulePath),
    to: z
      .string()
      .trim()
      .max(2000)
      .refine(
        (value) => classifyTarget(value).kind !== 'refused',
        'to must be a path or an http(s) URL',
      )
      .transform((value) =>
        classifyTarget(value).kind === 'internal' ? encodeInternalTarget(value) : value,
      ),
    permanent: z.boolean().default(false),
    allowExternal: z.boolean().default(false),
  })
  .refine((rule) => rule.allowExternal || classifyTarget(rule.to).kind === 'internal', {
    message: 'an external target needs allowExternal',
    path: ['allowExternal'],
  });
export type RouteRule = z.infer<typeof routeRuleSchema>;

export const routeRulesResponseSchema = z.object({
  data: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      permanent: z.boolean(),
      allowExternal: z.boolean(),
    }),
  ),
});
