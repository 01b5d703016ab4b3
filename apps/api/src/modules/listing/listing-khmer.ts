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
 * it takes only a word that differs from it by marks alone (មូតូ → ម៉ូតូ); longer Khmer terms
 * take what trigram similarity found. Another script's term takes a word a typo away from it:
 * a letter left out, added, changed or two swapped (two in a term of 7 letters or more), so
 * `macbok` stands for "macbook", not for "machine", which shares its letters' trigrams.
 */
export function standsFor(term: string, word: string): boolean {
  if (!KHMER.test(term)) {
    const letters = [...term].length;
    return typos(term, word, letters >= 7 ? 2 : 1) !== undefined;
  }
  if ([...graphemes.segment(term)].length > 2) return true;
  return term.replace(MARKS, '') === word.replace(MARKS, '');
}

/**
 * How many typos (a letter left out, added or changed, two neighbours swapped) turn `a` into
 * `b`, when at most `most`: the optimal string alignment distance, else undefined.
 */
function typos(a: string, b: string, most: number): number | undefined {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > most) return undefined;
  // Rows of the distance table: two before the current one, for a swap.
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    [before, previous] = [previous, row];
  }
  const distance = previous[y.length]!;
  return distance <= most ? distance : undefined;
}
