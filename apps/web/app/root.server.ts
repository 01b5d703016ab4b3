import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { resources } from '@repo/i18n';
import { getCategories } from '~/entities/category/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { activeStoresOf } from '~/entities/store/index.server.ts';
import { readColorMode } from '~/features/color-mode/index.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { takeFlash } from '~/shared/lib/flash.server.ts';
import { MEMBER_MARKS_TOKEN, MEMBER_NAME_TOKEN } from '~/shared/lib/member-page.ts';
import { PRIVATE_PAGE, pageHeaders } from '~/shared/lib/page-cache.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [locale, categories, session] = await Promise.all([
    getLocale(request),
    getCategories(context),
    getSession(request, context),
  ]);
  const { flash, clear } = takeFlash(request);
  const headers = new Headers();
  if (clear) headers.append('Set-Cookie', clear);
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  // This visitor's own page (ADR 0011): a member's, a toast, or the menu missing. The page
  // every member shares (ADR 0025) is kept by the web server like a visitor's.
  const template = context.memberTemplate === true;
  if ((session.loggedIn && !template) || session.setCookie.length > 0 || flash || categories.failed)
    headers.set('Cache-Control', PRIVATE_PAGE);
  const url = new URL(request.url);
  // The profile switcher's stores (spec §4 active profile): a member's own pages only; the
  // page every member shares (ADR 0025) has none. The header derives the active one from
  // each address.
  const profiles = session.loggedIn && !template ? await activeStoresOf(context, session) : [];
  return data(
    {
      locale,
      // The catalog reaches the browser as a script of its own (ADR 0020); the page's data
      // carries only what the root's meta needs: the brand and the error pages' titles.
      brand: resources[locale].common.app.name,
      errorTitles: errorTitlesOf(resources[locale].common.errors),
      // The header's category menu needs only the main categories, in this language.
      menu: categories.data
        .filter((category) => category.parent === '0')
        .map((category) => ({
          slug: category.slug,
          name: category.meta?.name[locale] ?? category.slug,
        })),
      colorMode: readColorMode(request),
      flash,
      origin: serverEnv.publicOrigin ?? url.origin,
      // Only what the header shows: the name, never the tokens.
      session: {
        loggedIn: session.loggedIn,
        name: template ? MEMBER_NAME_TOKEN : session.user ? session.user.first_name : null,
        stores: profiles,
      },
      // The member's likes and saves of this page's cards when they are not on the cards
      // (a member's copy of the shared page, ADR 0025); empty otherwise.
      marks: template ? MEMBER_MARKS_TOKEN : '',
      sessionDelays: serverEnv.sessionDelays,
    },
    { headers },
  );
}

/** The private mark reaches every page under the root (ADR 0011). */
export const headers = pageHeaders;

/** The error pages' titles (`root.tsx` meta). */
const ERROR_TITLES = [
  'notFoundTitle',
  'badRequestTitle',
  'tooLargeTitle',
  'unsupportedTitle',
  'tooManyTitle',
  'serviceUnavailableTitle',
  'internalTitle',
] as const;
export type ErrorTitleKey = (typeof ERROR_TITLES)[number];

function errorTitlesOf(errors: (typeof resources)['en']['common']['errors']) {
  return Object.fromEntries(ERROR_TITLES.map((key) => [key, errors[key]])) as Record<
    ErrorTitleKey,
    string
  >;
}
