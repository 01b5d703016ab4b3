import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { resources } from '@repo/i18n';
import { getCategories } from '~/entities/category/index.server.ts';
import { readColorMode } from '~/features/color-mode/index.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { takeFlash } from '~/shared/lib/flash.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [locale, categories] = await Promise.all([getLocale(request), getCategories(context)]);
  const { flash, clear } = takeFlash(request);
  const url = new URL(request.url);
  return data(
    {
      locale,
      messages: resources[locale].common,
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
    },
    clear ? { headers: { 'Set-Cookie': clear } } : undefined,
  );
}
