import {
  BRAND_PRODUCTS,
  CATEGORY_ALIASES,
  NARROWER_WORDS,
  SEARCH_SYNONYMS,
  searchQuery,
} from '@repo/domain';

/** A category as keyword terms may name it: its names cut into phrases of words. */
export interface NamedCategory {
  id: number;
  parentId: number | null;
  /** Each name, alias or listed topic ("Cars", "Vehicles", "ឡាន") as its words. */
  phrases: string[][];
  /** The whole names and aliases among them: each names the category alone. */
  names: string[][];
  /** How many topics its English name lists ("House & Land": 2). */
  topics: number;
  /** Its topics in English and in Khmer side by side, when both names list as many. */
  pairs: [string[], string[]][];
}

const LATIN = /^[a-z]/;
const KHMER = /^[\u1780-\u17FF]/;
/** English names list their topics with "&", "," and "and"; Khmer ones with spaces and និង. */
const EN_TOPICS = /\s*(?:&|,|\band\b)\s*/;
const KM_TOPICS = /\s+/;

/**
 * One topic's words as a query asks them (normalized, Khmer cut into words, a Khmer name with a
 * Latin word and a phrase of SEARCH_PHRASES as that word); Khmer's leading "and" dropped.
 */
const wordsOf = (topic: string) => searchQuery(topic.replace(/^និង/, ''))?.terms ?? [];

/** A category's phrases from its names and aliases (CATEGORY_ALIASES). */
export function namedCategory(row: {
  id: number;
  parentId: number | null;
  slug: string;
  nameEn: string;
  nameKm: string;
}): NamedCategory {
  const english = row.nameEn.split(EN_TOPICS).filter(Boolean);
  const khmer = row.nameKm.split(KM_TOPICS).filter(Boolean);
  const aliases = Object.hasOwn(CATEGORY_ALIASES, row.slug) ? CATEGORY_ALIASES[row.slug]! : [];
  const phrasesOf = (texts: readonly string[]) =>
    texts.map(wordsOf).filter((words) => words.length > 0);
  const enTopics = english.map(wordsOf);
  const kmTopics = khmer.map(wordsOf);
  return {
    id: row.id,
    parentId: row.parentId,
    phrases: phrasesOf([...english, ...khmer, ...aliases]),
    names: phrasesOf([row.nameEn, row.nameKm, ...aliases]),
    topics: english.length,
    pairs:
      english.length > 1 && enTopics.length === kmTopics.length
        ? enTopics.map((words, at): [string[], string[]] => [words, kmTopics[at]!])
        : [],
  };
}

/** Whether `many` is the plural of `one` ("house" and "houses", "accessory"). */
function pluralOf(one: string, many: string): boolean {
  return (
    many === `${one}s` ||
    many === `${one}es` ||
    (one.endsWith('y') && many === `${one.slice(0, -1)}ies`)
  );
}

/**
 * The same word, a Latin one also in its plural. Asked for every word of every category's
 * names for each term of each keyword: no closure is made per call (with one, matching a
 * keyword's terms took 3 ms of the API's time on a slow machine; issue 21).
 */
function sameWord(term: string, word: string): boolean {
  if (term === word) return true;
  // Words differing by more than "ies"/"y" cannot be one the plural of the other.
  if (Math.abs(term.length - word.length) > 2 || !LATIN.test(term)) return false;
  return pluralOf(term, word) || pluralOf(word, term);
}

/**
 * The categories a keyword names (ADR 0018), per term: a category is named when every word of
 * one of its names (or of one topic its name lists, or an alias) is asked, so `car` names Cars,
 * `house for rent` Houses for Rent, and `ផ្ទះ` (inside "household appliances") or `សៀវភៅ`
 * (one topic of Books, Sports & Hobbies) no category. A term naming subcategories gives those;
 * else a main category it names gives its subcategories, only those about the term when the
 * main lists several topics ("House & Land": `house` gives the houses, not the land).
 * `topics`: per term, the sections (main categories and their subcategories) of the
 * subcategories listing it as one of their topics, which it does not name.
 */
export function categoriesNamed(
  entries: readonly NamedCategory[],
  terms: readonly string[],
): {
  categories: Map<string, number[]>;
  topics: Map<string, number[]>;
  synonyms: Map<string, string[]>;
} {
  const asked = (word: string) => terms.some((term) => sameWord(term, word));
  const covers = (phrases: string[][], term: string) =>
    phrases.some((phrase) => phrase.every(asked) && phrase.some((word) => sameWord(term, word)));
  // A category of one topic is named by it; one listing several by a whole name or an alias
  // ("condo" alone does not name Condos & Apartments: its ads say condo when they are one).
  const namedBy = (entry: NamedCategory, term: string) =>
    covers(entry.topics > 1 ? entry.names : entry.phrases, term);
  const mainNamedBy = (entry: NamedCategory, term: string) => covers(entry.phrases, term);
  // A Khmer name says what it is about first (អេក្រង់កុំព្យូទ័រ, "computer screen", is about
  // screens, not computers); an English one in any of its words.
  const about = (entry: NamedCategory, term: string) =>
    entry.phrases.some((phrase) =>
      KHMER.test(phrase[0] ?? '')
        ? sameWord(term, phrase[0]!)
        : phrase.some((word) => sameWord(term, word)),
    );
  const subs = entries.filter((entry) => entry.parentId !== null);
  const named = new Map<string, number[]>();
  for (const term of terms) {
    let ids = subs.filter((sub) => namedBy(sub, term)).map((sub) => sub.id);
    if (ids.length === 0) {
      for (const main of entries.filter((entry) => entry.parentId === null)) {
        if (!mainNamedBy(main, term)) continue;
        const children = subs.filter((sub) => sub.parentId === main.id);
        const onTopic = main.topics > 1 ? children.filter((sub) => about(sub, term)) : [];
        ids.push(main.id, ...(onTopic.length > 0 ? onTopic : children).map((sub) => sub.id));
      }
    }
    ids = [...new Set(ids)];
    if (ids.length > 0) named.set(term, ids);
  }
  // The subcategories whose names list the term as one of their topics ("Sofas & Chairs" for
  // `chair`) are not named by it, but ads outside their sections (Furniture & Decor) match it
  // only by their title: within a section the thing may be sold as another kind (a flat house,
  // a topic of Shophouses & Flats, among Houses for Sale).
  const topics = new Map<string, number[]>();
  for (const term of terms) {
    const sections = new Set(
      subs.filter((sub) => sub.topics > 1 && covers(sub.phrases, term)).map((sub) => sub.parentId),
    );
    const ids = entries
      .filter((entry) => sections.has(entry.id) || sections.has(entry.parentId))
      .map((entry) => entry.id);
    if (ids.length > 0) topics.set(term, ids);
  }
  return { categories: named, topics, synonyms: synonymsOf(entries, terms, asked) };
}

/** An English word and its singular ("sofas": also "sofa"), as ads write either. */
const forms = (word: string) =>
  LATIN.test(word) && word.endsWith('s') ? [word, word.slice(0, -1)] : [word];

/**
 * The other number of an English word, as ads write either: "puppy" → "puppies", "shoes" →
 * "shoe", "watches" → "watch" (a term is asked as the words it begins, so "watch" already finds
 * "watches"). Plain rules only: a word they would get wrong ("news", "bus") is left alone.
 */
function otherNumber(word: string): string[] {
  if (!LATIN.test(word) || word.length < 4 || /\d/.test(word)) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return [word.slice(0, -2)];
  if (word.endsWith('s') && !/(?:ss|us|is|ws)$/.test(word)) return [word.slice(0, -1)];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  return [];
}

/**
 * Per term, its words in the other language, from the topics of the categories' names listed
 * in both languages alike ("Sofas & Chairs" / "សាឡុង និងកៅអី": `sofa` ↔ `សាឡុង`), so a word
 * finds the ads written in the other language without the category's other topics, and from
 * the lexicon's pairs (SEARCH_SYNONYMS: `accountant` ↔ `គណនេយ្យករ`). A topic of one word only,
 * each way. An English word also asks its other number (`puppy`: `puppies`), a brand its
 * products' names (BRAND_PRODUCTS: `apple` → `iphone`) and a kind the kinds ads name
 * (NARROWER_WORDS: `house` → `shophouse`).
 */
function synonymsOf(
  entries: readonly NamedCategory[],
  terms: readonly string[],
  asked: (word: string) => boolean,
): Map<string, string[]> {
  const synonyms = new Map<string, Set<string>>();
  const lexicon = SEARCH_SYNONYMS.map(([english, khmer]): [string[], string[]] => [
    [english],
    [khmer],
  ]);
  for (const pairs of [...entries.map((entry) => entry.pairs), lexicon]) {
    for (const [english, khmer] of pairs) {
      for (const [from, to] of [
        [english, khmer],
        [khmer, english],
      ] as const) {
        if (from.length !== 1 || to.length !== 1 || !asked(from[0]!)) continue;
        for (const term of terms) {
          if (!sameWord(term, from[0]!)) continue;
          const set = synonyms.get(term) ?? new Set<string>();
          for (const word of forms(to[0]!)) if (word !== term) set.add(word);
          synonyms.set(term, set);
        }
      }
    }
  }
  const add = (term: string, words: readonly string[]) => {
    const set = synonyms.get(term) ?? new Set<string>();
    for (const word of words) if (word !== term) set.add(word);
    if (set.size > 0) synonyms.set(term, set);
  };
  for (const term of terms) {
    // The word's other number (`puppy`: "puppies"), as ads write either.
    const numbers = otherNumber(term);
    add(term, numbers);
    // A brand also asks for the products sold under their own names (BRAND_PRODUCTS), a kind
    // for the kinds ads call by their own names (NARROWER_WORDS, by the singular).
    for (const word of [term, ...numbers]) {
      if (Object.hasOwn(BRAND_PRODUCTS, word)) add(term, BRAND_PRODUCTS[word]!);
      if (Object.hasOwn(NARROWER_WORDS, word)) add(term, NARROWER_WORDS[word]!);
    }
  }
  return new Map(
    [...synonyms].filter(([, words]) => words.size > 0).map(([term, words]) => [term, [...words]]),
  );
}
