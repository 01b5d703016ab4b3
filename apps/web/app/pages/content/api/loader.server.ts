import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentEn, contentKm, type ContentPages } from '@repo/i18n';
import { getLocale } from '~/shared/i18n/i18n.server.ts';

export type ContentKey = keyof ContentPages;

/** The loader of one content page (safety tips, posting rules, privacy policy) in the page's language. */
export function contentLoader(key: ContentKey) {
  return async ({ request }: LoaderFunctionArgs) => {
    const locale = await getLocale(request);
    const page = (locale === 'km' ? contentKm : contentEn)[key];
    return { key, page };
  };
}
