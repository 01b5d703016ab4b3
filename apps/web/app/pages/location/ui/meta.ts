import type { MetaDescriptor } from '@remix-run/node';
import type { Locale, Location } from '@repo/domain';

/** "<place> | Psar" in the page's language. */
export function locationPageMeta(
  location: Location,
  root: { locale: Locale; brand: string },
): MetaDescriptor[] {
  return [{ title: `${location.name[root.locale]} | ${root.brand}` }];
}
