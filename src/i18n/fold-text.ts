// Folding text for comparison, as search does in every language: the shopper's words, the catalogue's
// (search_fold in SQL, migration 0014, applies the same rule) and vehicle names in a search phrase.

const FOLD_MAP: Record<string, string> = { ё: 'е', أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
const FOLD_DROP = /[\u064B-\u065F\u0670\u0640]/gu;
const FOLD_CHANGE = /[ёأإآٱةى]/gu;

/**
 * Text as search compares it (search_fold in SQL does the same): lower case, ё → е, Arabic alef forms
 * → ا, ة → ه, ى → ي, harakat, the superscript alef and tatweel removed. Lower case goes one character
 * at a time and keeps one character for one, as PostgreSQL's lower() does (no final sigma, İ → i).
 */
export function foldSearchText(text: string): string {
  let lower = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    lower += l.length === ch.length ? l : String.fromCodePoint(l.codePointAt(0)!);
  }
  return lower.replace(FOLD_DROP, '').replace(FOLD_CHANGE, (c) => FOLD_MAP[c]!);
}
