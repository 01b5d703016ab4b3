import { describe, expect, it } from 'vitest';
import { adMetaDescriptors, metaDescription } from './meta.ts';

describe('metaDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('Like new.\n\nWith box  and charger.')).toBe(
      'Like new. With box and charger.',
    );
  });

  it('cuts a long text at a word boundary within 155 characters', () => {
    const text = `${'mango '.repeat(40)}end`;
    const result = metaDescription(text);
    expect(result.length).toBeLessThanOrEqual(155);
    expect(result.endsWith('mango…')).toBe(true);
  });

  it('cuts a text without spaces (Khmer) at the limit', () => {
    const text = 'ក'.repeat(300);
    const result = metaDescription(text);
    expect(result).toBe(`${'ក'.repeat(154)}…`);
  });
});

describe('adMetaDescriptors', () => {
  const meta = {
    title: 'Toyota Camry 2012',
    description: 'Clean, one owner.',
    url: 'https://psar.example/km/toyota-camry-2012-adid-7',
    siteName: 'ផ្សារ',
    locale: 'km' as const,
  };

  it('gives the title, description and Open Graph product tags with the large photo', () => {
    const tags = adMetaDescriptors({
      ...meta,
      image: { url: 'https://media.example/l.webp', width: 1600, height: 1200 },
    });
    expect(tags).toContainEqual({ title: 'Toyota Camry 2012 | ផ្សារ' });
    expect(tags).toContainEqual({ name: 'description', content: 'Clean, one owner.' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ property: 'og:url', content: meta.url });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'km_KH' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://media.example/l.webp' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('has no og:image without photos', () => {
    const tags = adMetaDescriptors({ ...meta, image: null });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });
});
