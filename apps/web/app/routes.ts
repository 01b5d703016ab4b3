import { layout, route, type RouteConfig, type RouteConfigEntry } from '@remix-run/route-config';

/**
 * Every page exists in three forms (spec §2): unprefixed, /en and /km. Route ids
 * follow the spec's names: name___en___default, name___en, name___km.
 */
function localized(name: string, path: string, file: string): RouteConfigEntry[] {
  const suffix = path ? `/${path}` : '';
  return [
    route(path || '/', file, { id: `${name}___en___default` }),
    route(`en${suffix}`, file, { id: `${name}___en` }),
    route(`km${suffix}`, file, { id: `${name}___km` }),
  ];
}

export default [
  // Actions without a page of their own.
  route('color-mode', 'routes/color-mode.tsx', { id: 'color-mode' }),
  // Every page sits under the route-rules layout: its loader applies redirect rules first.
  layout('routes/route-rules.tsx', { id: 'route-rules' }, [
    ...localized('index', '', 'routes/home.tsx'),
    ...localized('search', 'search', 'routes/search.tsx'),
    ...localized('safety-tips', 'safety-tips', 'routes/safety-tips.tsx'),
    ...localized('posting-rule', 'posting-rule', 'routes/posting-rule.tsx'),
    ...localized('privacy-policy', 'privacy-policy', 'routes/privacy-policy.tsx'),
    ...localized('feedback', 'feedback', 'routes/feedback.tsx'),
    ...localized('contact-us', 'contact-us', 'routes/contact-us.tsx'),
    layout('routes/guard-signed-in.tsx', { id: 'guard-signed-in' }, [
      ...localized('me', 'me', 'routes/me.tsx'),
      ...localized('me-settings', 'me/settings', 'routes/me-settings.tsx'),
      // /me/store-{id}/...: members of that store only (visit-store guard); the store pages
      // come with stores, until then the guard's 404 (or the sign-in redirect) is the answer.
      layout('routes/guard-visit-store.tsx', { id: 'guard-visit-store' }, [
        ...localized('me-store', 'me/:store/*', 'routes/not-found.tsx'),
      ]),
    ]),
    // /c-{category}, /all-ads-in-{location}, /{title}-adid-{id}, /{username}: one segment, parsed and validated.
    ...localized('segment', ':segment', 'routes/segment.tsx'),
    // Anything else is a 404 page in the visitor's language.
    ...localized('not-found', '*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
