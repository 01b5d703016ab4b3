import type { Locale, LocalizedName } from '@repo/domain';

/** The name in the page's language. */
export function localizedName(name: LocalizedName | undefined, locale: Locale): string {
  return name?.[locale] ?? name?.en ?? '';
}
