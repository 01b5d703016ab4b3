import type { LoaderFunctionArgs } from '@remix-run/node';
import { resources } from '@repo/i18n';
import { getLocale } from '~/shared/i18n/i18n.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  return { locale, messages: resources[locale].common };
}
