import { describe, expect, it } from 'vitest';
import { contentEn } from './en.ts';
import { contentKm } from './km.ts';
import type { ContentPage } from './types.ts';

const shape = (page: ContentPage) =>
  page.sections.map((section) => [section.paragraphs?.length ?? 0, section.bullets?.length ?? 0]);

describe('content pages', () => {
  it('have the same shape in English and Khmer', () => {
    for (const key of Object.keys(contentEn) as (keyof typeof contentEn)[]) {
      expect(shape(contentKm[key]), key).toEqual(shape(contentEn[key]));
    }
  });

  it('are written in Khmer script in the Khmer version, with no empty text', () => {
    for (const page of Object.values(contentKm)) {
      const texts = [
        page.title,
        page.summary,
        ...page.sections.flatMap((s: ContentPage['sections'][number]) => [
          s.heading,
          ...(s.paragraphs ?? []),
          ...(s.bullets ?? []),
        ]),
      ];
      for (const text of texts) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).toMatch(/[\u1780-\u17FF]/);
      }
    }
  });
});
