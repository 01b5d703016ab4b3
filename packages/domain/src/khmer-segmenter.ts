let segmenter: Intl.Segmenter | undefined;

/**
 * The one Khmer word segmenter (ICU's Khmer dictionary) of the search text and the ad slugs.
 * Made at first use, not when a module loads: making one costs ~10 ms (its break rules), which
 * a browser would otherwise pay on every page load.
 */
export function khmerWordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('km', { granularity: 'word' });
  return segmenter;
}
