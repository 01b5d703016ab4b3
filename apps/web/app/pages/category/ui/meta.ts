import type { MetaDescriptor } from '@remix-run/node';
import type { Category, Locale } from '@repo/domain';

/** "<category> | Psar" in the page's language. */
export function categoryPageMeta(
  category: Category,
  root: { locale: Locale; brand: string },
): MetaDescriptor[] {
  return [{ title: `${category.meta?.name[root.locale] ?? ''} | ${root.brand}` }];
}
