import { useLoaderData } from '@remix-run/react';
import { AdView } from '~/widgets/ad-view/index.ts';
import type { loader } from '../index.server.ts';
import { CategoryView } from './category-view.tsx';
import { LocationView } from './location-view.tsx';
import { ProfileView } from './profile-view.tsx';

export function SegmentPage() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case 'category':
      return <CategoryView {...data} />;
    case 'location':
      return <LocationView {...data} />;
    case 'profile':
      return <ProfileView profile={data.profile} listing={data.listing} />;
    case 'ad':
      return <AdView key={data.ad.id} ad={data.ad} related={data.related} jsonLd={data.jsonLd} />;
  }
}
