import { LISTING_PARAMS, type ListingNote } from '@repo/domain/listing';
import { fieldFilterLabel, fieldRangeOf, isFieldParam } from './category-filters.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Parameters with a name of their own in the notes (others are "a filter"). */
const NAMED = new Set<string>(LISTING_PARAMS.filter((param) => param !== 'cursor'));

/**
 * One translated line for each note about the query (the page's parser and the API's),
 * the same note once.
 */
export function noteLines(t: Translate, notes: readonly ListingNote[]): string[] {
  const lines: string[] = [];
  for (const note of notes) {
    let line: string;
    if (note.param === 'cursor') line = t('listing.notes.cursor');
    else if (note.reason === 'swapped' && fieldRangeOf(note.param))
      line = t('listingFields.notes.swapped', {
        range: t(`listingFields.notes.ranges.${fieldRangeOf(note.param)}`),
      });
    else if (note.reason === 'swapped') line = t('listing.notes.swapped');
    else if (note.reason === 'truncated') line = t('listing.notes.truncated');
    else {
      const param = isFieldParam(note.param)
        ? fieldFilterLabel(t, note.param)
        : t(`listing.notes.params.${NAMED.has(note.param) ? note.param : 'other'}`);
      line =
        note.reason === 'inapplicable'
          ? t('listingFields.notes.inapplicable', { param })
          : t(`listing.notes.${note.reason}`, { param });
    }
    if (!lines.includes(line)) lines.push(line);
  }
  return lines;
}
