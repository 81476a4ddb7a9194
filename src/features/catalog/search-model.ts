// Search text: what search compares, in every language, for both the listing (?search=) and the
// header suggestions — folding (src/i18n/fold-text.ts), typo correction against the catalogue's vocabulary, stems and
// synonyms; search.ts runs the result against the database. No I/O.
// The catalogue's side is written by SQL (search_fold,
// migration 0014: search_text and the search_words vocabulary); the shopper's side here, by the same
// rule. Decisions where the issue is silent:
// - Typos: edit distance with transpositions (optimal string alignment), 0 edits under 4 letters,
//   1 from 4 to 7, 2 from 8. Among the vocabulary's words at the fewest edits: the more common
//   (search_words.uses, in how many product names the word was when first seen), then one of the
//   typed word's length (a swap or a wrong letter rather than a missing one), then the higher
//   trigram similarity, then the first in code-unit order.
// - A word that a catalogue word contains, or whose stem one contains, is kept as typed.
// - Stems (searchStem, in search-stem.ts) are prefixes of the word; that file says which endings go.
// - Synonym groups hold single words; a query word of a group matches any word of it (each stemmed).
import { foldSearchText } from '@/i18n/fold-text';
import { searchStem } from './search-stem';

/** The search as folded words of letters or digits, in any script (at most 8). */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** How many edits a word of this length may be corrected by: 0 under 4 letters, 1 up to 7, 2 from 8. */
export const maxEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

// Three reused rows of the edit distance's table: the vocabulary is walked word by word.
let table = new Int32Array(3 * 34);

/**
 * The optimal string alignment distance of two words (Levenshtein with the swap of two neighbouring
 * letters as one edit), in UTF-16 code units (every letter of the three languages is one). Only the
 * band of `max` cells either side of the diagonal is computed, and it stops at the first row past
 * `max`: then it answers `max + 1`.
 */
export function editDistance(a: string, b: string, max = Math.max(a.length, b.length)): number {
  const n = a.length;
  const m = b.length;
  const over = max + 1;
  if (Math.abs(n - m) > max) return over;
  const width = m + 2;
  if (table.length < 3 * width) table = new Int32Array(3 * width);
  const t = table;
  // Rows i - 2, i - 1 and i live at offsets (i % 3) * width; a cell outside the band holds `over`.
  for (let j = 0; j < width; j++) t[j] = j <= max ? j : over;
  t.fill(over, width, 3 * width);
  for (let i = 1; i <= n; i++) {
    const cur = (i % 3) * width;
    const prev = ((i - 1) % 3) * width;
    const before = ((i + 1) % 3) * width;
    const lo = i - max > 1 ? i - max : 1;
    const hi = i + max < m ? i + max : m;
    t[cur + lo - 1] = lo === 1 && i <= max ? i : over;
    if (hi < m) t[cur + hi + 1] = over;
    let rowMin = t[cur + lo - 1]!;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = t[prev + j - 1]! + (ai === bj ? 0 : 1);
      const up = t[prev + j]! + 1;
      if (up < v) v = up;
      const left = t[cur + j - 1]! + 1;
      if (left < v) v = left;
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj && ai !== bj) {
        const swap = t[before + j - 2]! + 1;
        if (swap < v) v = swap;
      }
      t[cur + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return over;
  }
  const d = t[(n % 3) * width + m]!;
  return d < over ? d : over;
}

/** The catalogue's words as search corrects and expands against them (searchVocabulary builds it). */
export type SearchVocabulary = {
  words: ReadonlySet<string>;
  /** Each three-letter piece → the words that contain it: "does a catalogue word contain this?" reads the rarest piece's words. */
  pieces: ReadonlyMap<string, readonly string[]>;
  /** The words by their length, each with its letters' mask (letterMask) and how common it is. */
  byLength: ReadonlyMap<number, { words: readonly string[]; masks: Int32Array; uses: Int32Array }>;
  /** A word or stem of a synonym group → the stems of every word of its groups. */
  synonyms: ReadonlyMap<string, readonly string[]>;
};

/** Which letters a word has, each letter one of 32 bits (its code mod 32: distinct for the Latin and Cyrillic alphabets). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(x: number): number {
  const a = x - ((x >>> 1) & 0x55555555);
  const b = (a & 0x33333333) + ((a >>> 2) & 0x33333333);
  return (Math.imul((b + (b >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * The vocabulary of `words` (folded words of letters, each alone or with how common it is) and
 * synonym `groups` (words as written; their words join the vocabulary).
 */
export function searchVocabulary(
  words: Iterable<string | readonly [word: string, uses: number]>,
  groups: readonly (readonly string[])[] = [],
): SearchVocabulary {
  const all = new Set<string>();
  const uses = new Map<string, number>();
  const isWord = (w: string) => /^\p{L}+$/u.test(w);
  for (const entry of words) {
    const [w, n] = typeof entry === 'string' ? [entry, 0] : entry;
    if (!isWord(w)) continue;
    all.add(w);
    uses.set(w, Math.max(n, uses.get(w) ?? 0));
  }
  const synonyms = new Map<string, string[]>();
  for (const group of groups) {
    const folded = [...new Set(group.map(foldSearchText).filter(isWord))];
    if (folded.length < 2) continue;
    const stems = folded.map(searchStem);
    for (const w of folded) {
      all.add(w);
      for (const key of new Set([w, searchStem(w)])) synonyms.set(key, [...new Set([...(synonyms.get(key) ?? []), ...stems])]);
    }
  }
  const sorted = [...all].sort();
  const pieces = new Map<string, string[]>();
  const lengths = new Map<number, string[]>();
  for (const w of sorted) {
    for (const piece of new Set(Array.from({ length: Math.max(0, w.length - 2) }, (_, i) => w.slice(i, i + 3)))) {
      const list = pieces.get(piece);
      if (list) list.push(w);
      else pieces.set(piece, [w]);
    }
    const bucket = lengths.get(w.length);
    if (bucket) bucket.push(w);
    else lengths.set(w.length, [w]);
  }
  const byLength = new Map(
    [...lengths].map(([length, list]) => [
      length,
      { words: list, masks: Int32Array.from(list, letterMask), uses: Int32Array.from(list, (w) => uses.get(w) ?? 0) },
    ]),
  );
  return { words: all, pieces, byLength, synonyms };
}

/** Whether some word of the vocabulary contains `part` (of 3 letters or more). */
function someWordContains(vocabulary: SearchVocabulary, part: string): boolean {
  if (vocabulary.words.has(part)) return true;
  let rarest: readonly string[] | undefined;
  for (let i = 0; i + 3 <= part.length; i++) {
    const list = vocabulary.pieces.get(part.slice(i, i + 3));
    if (!list) return false;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return !!rarest && rarest.some((w) => w.includes(part));
}

/**
 * A word as the catalogue knows it: kept when it has a digit, is under 4 letters, or a catalogue word
 * contains it or its stem; otherwise the vocabulary's closest word within maxEdits (see the header
 * for the ties), or the word itself when none is that close. Candidates come from the buckets of
 * lengths within reach, and a candidate with more than `max` letters the word lacks (or the other
 * way round) is passed over without computing its distance: each edit brings at most one.
 */
export function correctWord(word: string, vocabulary: SearchVocabulary): string {
  const max = maxEdits(word.length);
  if (max === 0 || /\d/.test(word) || !vocabulary.words.size) return word;
  if (someWordContains(vocabulary, word) || someWordContains(vocabulary, searchStem(word))) return word;
  const mask = letterMask(word);
  let best = word;
  let bestRank: number[] | undefined;
  for (let length = word.length - max; length <= word.length + max; length++) {
    const bucket = vocabulary.byLength.get(length);
    if (!bucket) continue;
    const { words, masks, uses } = bucket;
    for (let i = 0; i < words.length; i++) {
      const reach = bestRank ? bestRank[0]! : max;
      const m = masks[i]!;
      if (bitCount(mask & ~m) > reach || bitCount(m & ~mask) > reach) continue;
      const candidate = words[i]!;
      const edits = editDistance(word, candidate, bestRank ? bestRank[0] : max);
      if (edits > max) continue;
      const rank = [edits, -uses[i]!, Math.abs(length - word.length), -trigramSimilarity(word, candidate)];
      const order = bestRank ? rank.map((x, k) => x - bestRank![k]!).find((d) => d !== 0) : -1;
      if (order === undefined ? candidate < best : order < 0) [best, bestRank] = [candidate, rank];
    }
  }
  return best;
}

/**
 * The search's words as the catalogue knows them, each with its alternatives (a product matches when
 * it contains one alternative of every word): typos corrected, reduced to their stems, synonyms added.
 * The first alternative is the word's own.
 */
export function searchTerms(text: string, vocabulary: SearchVocabulary): string[][] {
  const terms = new Map<string, string[]>();
  for (const typed of searchWords(text)) {
    const word = correctWord(typed, vocabulary);
    const stem = searchStem(word);
    const alternatives = [stem, ...(vocabulary.synonyms.get(word) ?? vocabulary.synonyms.get(stem) ?? [])];
    terms.set(stem, [...new Set(alternatives)]);
  }
  return [...terms.values()];
}

/** Trigram similarity of two words (as pg_trgm counts it: padded, lower case), 0 to 1. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (w: string) => {
    const s = `  ${w} `;
    const set = new Set<string>();
    for (let i = 0; i + 3 <= s.length; i++) set.add(s.slice(i, i + 3));
    return set;
  };
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  for (const g of ga) if (gb.has(g)) common++;
  return common / (ga.size + gb.size - common);
}
