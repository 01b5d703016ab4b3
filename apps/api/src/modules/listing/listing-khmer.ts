/**
 * Khmer word rules of keyword search (ADR 0018). Khmer writes syllables as a consonant (or a
 * cluster joined by the coeng ្) with vowel signs and marks after it; a word's prefix that stops
 * inside a syllable is not a word of it (ការ is not in ការ៉េ: its last syllable is រ៉េ).
 */

const KHMER = /[\u1780-\u17FF]/;
/** What begins a syllable: a consonant or an independent vowel. */
const SYLLABLE_START = /[\u1780-\u17B3]/;
/** Marks that change a consonant's sound or stress (៉ ៊ ់ ៌ ៍ ៎ ៏ ័ …), not the vowel. */
const MARKS = /[\u17C6-\u17D1\u17DD]/g;

const graphemes = new Intl.Segmenter('km', { granularity: 'grapheme' });

/** Whether `word` goes on after `prefix` with a new syllable (or ends with it). */
export function endsAtSyllable(prefix: string, word: string): boolean {
  if (!KHMER.test(prefix) || word.length === prefix.length) return true;
  return SYLLABLE_START.test(word[prefix.length] ?? '');
}

/**
 * Whether a similar word may stand for a (misspelt) term. A short Khmer term (one or two
 * written clusters: ខ្មៅ, ស្រា, មូតូ) differs from unrelated words by a vowel (ខ្មែរ, ស្រី), so
 * it takes only a word that differs from it by marks alone (មូតូ → ម៉ូតូ); longer terms take
 * what trigram similarity found.
 */
export function standsFor(term: string, word: string): boolean {
  if (!KHMER.test(term)) return true;
  if ([...graphemes.segment(term)].length > 2) return true;
  return term.replace(MARKS, '') === word.replace(MARKS, '');
}
