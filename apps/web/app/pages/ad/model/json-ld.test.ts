import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by a title with </script>', () => {
    const value = { name: 'Bike </script><script>alert(1)</script> <!-- & more' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes the JavaScript line separators and keeps Khmer text as it is', () => {
    const value = { name: 'ឡាន\u2028ថ្មី\u2029' };
    const text = serializeJsonLd(value);
    expect(text).toBe('{"name":"ឡាន\\u2028ថ្មី\\u2029"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('productJsonLd', () => {
  const base = {
    title: 'Toyota Camry 2012',
    description: 'Clean, one owner.',
    url: 'https://psar.example/en/toyota-camry-2012-adid-7',
    images: ['https://media.example/l.webp'],
    price: 14500,
    category: 'Cars',
  };

  it('describes an active ad as a Product with an Offer in stock', () => {
    expect(productJsonLd({ ...base, status: 'active', condition: 'used' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Toyota Camry 2012',
      description: 'Clean, one owner.',
      url: base.url,
      image: ['https://media.example/l.webp'],
      category: 'Cars',
      offers: {
        '@type': 'Offer',
        url: base.url,
        price: 14500,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it('says sold out for sold and expired ads and leaves out missing images', () => {
    for (const status of ['sold', 'expired'] as const) {
      const ld = productJsonLd({ ...base, images: [], status });
      expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
      expect(ld).not.toHaveProperty('image');
    }
  });
});
