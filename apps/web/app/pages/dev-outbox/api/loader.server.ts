import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@repo/api-client';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound, pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';

/**
 * /dev/outbox: the codes the API's development outbox holds, for a developer signing up
 * locally. It exists only when the web server has DEV_ROUTES set and the visitor is this
 * machine, and only while the API serves GET {api}/dev/outbox (DEV_ROUTES, loopback only);
 * anywhere else this page is a 404 (ADR 0021).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.devRoutes) throw notFound();
  const to = new URL(request.url).searchParams.get('to')?.slice(0, 254) ?? '';
  try {
    const messages = await apiClientFor(context).dev.outbox({ limit: 50, to });
    const t = await getT(request);
    return {
      to,
      messages,
      meta: { title: t('devOutbox.title'), description: t('devOutbox.description') },
    };
  } catch (error) {
    if (isAppError(error) && error.statusCode === 404) throw notFound();
    throw pageErrorFrom(error);
  }
}
