import type { MetaFunction } from '@remix-run/node';
import type { contentLoader } from '../index.server.ts';

type RootData = { messages?: { app?: { name?: string } } };

export const meta: MetaFunction<ReturnType<typeof contentLoader>> = ({ data, matches }) => {
  const brand =
    (matches.find((m) => m.id === 'root')?.data as RootData | undefined)?.messages?.app?.name ??
    'Psar';
  if (!data) return [{ title: brand }];
  return [
    { title: `${data.page.title} | ${brand}` },
    { name: 'description', content: data.page.summary },
  ];
};
