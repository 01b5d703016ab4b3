import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { parseLocalePath } from '@repo/i18n';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '~/shared/i18n/index.ts';
import { useSessionLeader } from '~/shared/lib/session-leader.ts';
import { fontLinks } from '~/shared/ui/fonts.ts';
import { ErrorPage } from '~/shared/ui/error-page.tsx';
import type { loader } from './root.server.ts';
import '@repo/ui/global.css';

export { loader } from './root.server.ts';

export const links = fontLinks;

/** The locale can change with the path prefix alone, which Remix would not revalidate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  parseLocalePath(currentUrl.pathname).locale !== parseLocalePath(nextUrl.pathname).locale ||
  currentUrl.searchParams.get('lng') !== nextUrl.searchParams.get('lng');

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function useHydratedMarker() {
  useEffect(() => {
    // Browser tests wait for this before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  useCatalog(data?.locale ?? 'en', data?.messages ?? {});
  useSessionLeader();
  useHydratedMarker();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  useCatalog(data?.locale ?? 'en', data?.messages ?? {});
  useHydratedMarker();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        status={404}
        title={t('errors.notFoundTitle')}
        description={t('errors.notFound')}
      />
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPage
      status={status}
      title={status === 503 ? t('errors.serviceUnavailableTitle') : t('errors.internalTitle')}
      description={status === 503 ? t('errors.serviceUnavailable') : t('errors.default')}
    />
  );
}
