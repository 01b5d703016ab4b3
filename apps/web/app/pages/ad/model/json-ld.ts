import { serializeJsonLd } from '~/shared/lib/json-ld.ts';

export { serializeJsonLd };
import type { AdStatus } from '@repo/domain';

const CONDITIONS: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  reconditioned: 'https://schema.org/RefurbishedCondition',
};

/** schema.org Product with one Offer, for search engines (price in USD). */
export function productJsonLd(ad: {
  title: string;
  description: string;
  url: string;
  images: string[];
  price: number;
  status: AdStatus;
  category?: string;
  condition?: string;
}) {
  const condition = ad.condition ? CONDITIONS[ad.condition] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    description: ad.description,
    url: ad.url,
    ...(ad.images.length > 0 ? { image: ad.images } : {}),
    ...(ad.category ? { category: ad.category } : {}),
    offers: {
      '@type': 'Offer',
      url: ad.url,
      price: ad.price,
      priceCurrency: 'USD',
      availability:
        ad.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(condition ? { itemCondition: condition } : {}),
    },
  };
}
