import type { MetaDescriptor } from '@remix-run/node';

const FALLBACK_BRAND = 'Psar';

type RootData = { locale?: 'en' | 'km'; brand?: string };

/** The page's locale and the brand name in that language, from the root loader's data. */
export function rootMetaData(matches: readonly { id: string; data: unknown }[]): {
  locale: 'en' | 'km';
  brand: string;
} {
  const root = matches.find((match) => match.id === 'root')?.data as RootData | undefined;
  return { locale: root?.locale ?? 'en', brand: root?.brand ?? FALLBACK_BRAND };
}

/** Title and description from a loader's translated `meta` field. */
export function pageMeta(
  meta: { title: string; description: string } | undefined,
): MetaDescriptor[] {
  if (!meta) return [{ title: FALLBACK_BRAND }];
  return [{ title: meta.title }, { name: 'description', content: meta.description }];
}

/** The `meta` export of any page whose loader returns `{ meta: { title, description } }`. */
export const loaderMeta = ({ data }: { data: unknown }): MetaDescriptor[] =>
  pageMeta((data as { meta?: { title: string; description: string } } | undefined)?.meta);
