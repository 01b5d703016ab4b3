import type { MetaFunction } from '@remix-run/node';
import type { loader } from '../index.server.ts';

type RootData = { locale?: 'en' | 'km'; messages?: { app?: { name?: string } } };

/** "<name> | Psar" in the page's language. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as RootData | undefined;
  const locale = root?.locale ?? 'en';
  const brand = root?.messages?.app?.name ?? 'Psar';
  if (!data) return [{ title: brand }];
  const name =
    data.kind === 'category' ? data.category.meta?.name[locale] : data.location.name[locale];
  return [{ title: `${name ?? ''} | ${brand}` }];
};
