import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { SESSION_DELAYS } from '@repo/domain';
import { parseLocalePath, type Catalog } from '@repo/i18n';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionSync } from '~/entities/session/index.ts';
import { colorModeClass } from '~/features/color-mode/index.ts';
import { useBadges } from '~/features/badges/index.ts';
import { CardMarksForm } from '~/shared/ui/card-marks-form.tsx';
import { isLayoutName, SiteLayout, type LayoutName } from '~/shell/site-layout.tsx';
import { useCatalog } from '~/shared/i18n/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import { useBuildCheck } from '~/shared/lib/build-check.ts';
import { useNonce } from '~/shared/lib/nonce.ts';
import { useSessionLeader } from '~/shared/lib/session-leader.ts';
import { AlternateLinks } from '~/shared/ui/alternate-links.tsx';
import { AppIconLinks } from '~/shared/ui/app-icon-links.tsx';
import { ErrorPage } from '~/shared/ui/error-page.tsx';
import { FlashToasts } from '~/shared/ui/flash-toasts.tsx';
import { FontPreload } from '~/shared/ui/fonts.tsx';
import type { ErrorTitleKey, loader } from './root.server.ts';
import '@repo/ui/global.css';

export { headers, loader } from './root.server.ts';

type ErrorKey = keyof Catalog['errors'];
type TitleKey = ErrorTitleKey;

/** The catalog texts of an error page by its status (the title, the description, a retry). */
function errorTexts(status: number): { title: TitleKey; description: ErrorKey; retry: boolean } {
  switch (status) {
    case 404:
      return { title: 'notFoundTitle', description: 'notFound', retry: false };
    case 400:
      return { title: 'badRequestTitle', description: 'badRequest', retry: false };
    case 413:
      return { title: 'tooLargeTitle', description: 'tooLarge', retry: false };
    case 415:
      return { title: 'unsupportedTitle', description: 'unsupported', retry: false };
    case 429:
      return { title: 'tooManyTitle', description: 'tooMany', retry: false };
    case 503:
      return { title: 'serviceUnavailableTitle', description: 'serviceUnavailable', retry: true };
    default:
      return { title: 'internalTitle', description: 'default', retry: true };
  }
}

/** Without the root's data (it failed): the English titles. */
const FALLBACK_TITLES: Record<TitleKey, string> = {
  notFoundTitle: 'Page Not Found',
  badRequestTitle: 'Bad Request',
  tooLargeTitle: 'Too Much Sent',
  unsupportedTitle: 'Form Not Understood',
  tooManyTitle: 'Too Many Requests',
  serviceUnavailableTitle: 'Service unavailable !',
  internalTitle: 'Internal Server Error',
};

/** Error pages get their translated title here (leaf routes set their own). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = errorTexts(status).title;
  return [{ title: data?.errorTitles[title] ?? FALLBACK_TITLES[title] }];
};

/** The locale can change with the path prefix alone, which Remix would not revalidate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  formAction === '/color-mode' ||
  parseLocalePath(currentUrl.pathname).locale !== parseLocalePath(nextUrl.pathname).locale ||
  currentUrl.searchParams.get('lng') !== nextUrl.searchParams.get('lng');

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  const nonce = useNonce();
  return (
    <html lang={locale} dir="ltr" className={colorModeClass(data?.colorMode ?? 'system')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <FontPreload locale={locale} />
        <Meta />
        {data ? <AlternateLinks origin={data.origin} locale={locale} /> : null}
        <AppIconLinks locale={locale} name={data?.brand ?? 'Psar'} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Browser tests wait for `<html data-hydrated>` before they click. It is set once the
 * components' switches to their hydrated form (`useHydrated`, one transition) have landed.
 */
function HydratedMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

/** The leaf route's `handle.layout`, else the default layout. */
function useLayoutName(): LayoutName {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { layout?: unknown } | undefined;
  return isLayoutName(handle?.layout) ? handle.layout : 'default';
}

function Frame({ children, layout }: { children: ReactNode; layout: LayoutName }) {
  const data = useRouteLoaderData<typeof loader>('root');
  useCatalog(data?.locale ?? 'en');
  const isLeader = useSessionLeader();
  const loggedIn = data?.session.loggedIn ?? false;
  const delays = data?.sessionDelays ?? SESSION_DELAYS;
  useSessionSync(loggedIn, delays, isLeader);
  const badges = useBadges(loggedIn, delays, isLeader);
  useBuildCheck();
  return (
    <>
      <SiteLayout
        layout={layout}
        header={{
          menu: data?.menu ?? [],
          colorMode: data?.colorMode ?? 'system',
          session: data?.session ?? { loggedIn: false, name: null, stores: [] },
          chatBadge: badges?.chat ?? null,
        }}
      >
        {children}
      </SiteLayout>
      <FlashToasts flash={data?.flash ?? null} />
      <CardMarksForm />
      <HydratedMarker />
    </>
  );
}

export default function App() {
  const layout = useLayoutName();
  return (
    <Frame layout={layout}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  return (
    <Frame layout="default">
      <ErrorContent />
    </Frame>
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  // A client-side navigation whose request never got an answer (offline, server gone).
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    return (
      <ErrorPage
        status={0}
        title={t('errors.errorOccurred')}
        description={t('errors.noResponse')}
        retry
      />
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = errorTexts(status);
  return (
    <ErrorPage
      status={status}
      title={t(`errors.${texts.title}`)}
      description={t(`errors.${texts.description}`)}
      retry={texts.retry}
    />
  );
}
