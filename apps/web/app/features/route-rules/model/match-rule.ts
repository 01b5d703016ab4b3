import { classifyTarget, normalizeRulePath, type RouteRule } from '@repo/domain';
import { localizePath, parseLocalePath } from '@repo/i18n';

export type RuleDecision =
  | { action: 'none' }
  | { action: 'redirect'; location: string; status: 301 | 302 }
  | { action: 'refuse'; rule: RouteRule; reason: string };

/**
 * What to do with a request path given the rules. A rule for the unprefixed path also
 * applies under /en and /km (an internal target keeps the prefix); the query string
 * is carried over to internal targets. External targets need the rule's permission;
 * forbidden schemes are refused whatever the rule says.
 */
export function decideRoute(
  rules: Map<string, RouteRule>,
  pathname: string,
  search: string,
): RuleDecision {
  const { locale, path } = parseLocalePath(pathname);
  const rule =
    rules.get(normalizeRulePath(pathname)) ??
    (locale ? rules.get(normalizeRulePath(path)) : undefined);
  if (!rule) return { action: 'none' };
  const status = rule.permanent ? 301 : 302;
  const target = classifyTarget(rule.to);
  if (target.kind === 'refused') return { action: 'refuse', rule, reason: target.reason };
  if (target.kind === 'external') {
    return rule.allowExternal
      ? { action: 'redirect', location: target.url, status }
      : { action: 'refuse', rule, reason: 'external-not-allowed' };
  }
  const [targetPath = '/', targetQuery] = target.path.split('?');
  const localized =
    locale && !parseLocalePath(targetPath).locale ? localizePath(targetPath, locale) : targetPath;
  const query = targetQuery ? `?${targetQuery}` : search;
  const location = `${localized}${query}`;
  // A rule pointing at itself would loop forever.
  if (normalizeRulePath(localized) === normalizeRulePath(pathname)) return { action: 'none' };
  return { action: 'redirect', location, status };
}
