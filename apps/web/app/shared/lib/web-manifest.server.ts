import type { LoaderFunctionArgs } from '@remix-run/node';
import { DEFAULT_LOCALE, type Locale } from '@repo/domain';
import { localizePath, parseLocalePath, resources } from '@repo/i18n';
import { BRAND_COLORS, MANIFEST_ICONS } from '../config/app-icons.ts';

/**
 * The web app manifest of a language (`/en/manifest.webmanifest`, `/km/manifest.webmanifest`):
 * the app a phone adds to its home screen, named in that language, opening on that language's
 * home page and keeping to its pages.
 */
export function webManifest(locale: Locale) {
  const texts = resources[locale].common;
  const home = localizePath('/', locale);
  return {
    id: home,
    name: texts.manifest.name,
    short_name: texts.app.name,
    description: texts.manifest.description,
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: BRAND_COLORS.theme,
    background_color: BRAND_COLORS.background,
    icons: MANIFEST_ICONS,
  };
}

/** The manifest route's loader: the language is the path's prefix. */
export function webManifestLoader({ request }: LoaderFunctionArgs): Response {
  const locale = parseLocalePath(new URL(request.url).pathname).locale ?? DEFAULT_LOCALE;
  return new Response(JSON.stringify(webManifest(locale)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // Browsers check it now and then; a new build may change it, so not for long.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
