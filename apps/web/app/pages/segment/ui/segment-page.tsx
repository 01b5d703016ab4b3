import { useLoaderData } from '@remix-run/react';
import type { loader } from '../index.server.ts';
import { CategoryView } from './category-view.tsx';
import { LocationView } from './location-view.tsx';

export function SegmentPage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'category' ? <CategoryView {...data} /> : <LocationView {...data} />;
}
