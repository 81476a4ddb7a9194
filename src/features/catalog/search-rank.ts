// The header suggestions' order among their best word matches (search.ts searchSuggestions reads a
// few dozen by rankedMatches' order and keeps the first k by this one). No I/O.
// Where the issue is silent: a product *is* what its name's head noun says. English names are
// head-final ("Heavy-Duty Alternator Voltage Regulator" is a regulator), Russian and Arabic ones
// head-initial ("Регулятор напряжения генератора", "منظم جهد الدينمو"), so a name's head is its last
// word of letters in English and its first word in Russian and Arabic, in the search's language (the
// script it is typed in). The order: a search word in the name's head, then how many of the search's
// words are in the name, then how many are whole words of it as typed (not a stem, typo fix or
// synonym), then rankedMatches' order.
import { foldSearchText } from '@/i18n/fold-text';
import { searchWords } from './search-model';

type Lang = 'en' | 'ru' | 'ar';
type Named = { name: { en: string; ru?: string; ar?: string } };

/** Every folded word of a name (searchWords keeps a search's first 8 only). */
const wordsOf = (name: string) =>
  foldSearchText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The language a search is typed in, by its script (Latin and digits alone are English). */
export function searchLanguage(text: string): Lang {
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
  if (/\p{Script=Arabic}/u.test(text)) return 'ar';
  return 'en';
}

/**
 * The head noun of a name in its language, folded: its last word in English, its first otherwise,
 * leaving out codes (a part number such as "GH-2603": whatever holds a digit).
 */
export function nameHead(name: string, lang: Lang): string {
  const words = wordsOf(
    name
      .split(/\s+/u)
      .filter((token) => !/\p{N}/u.test(token))
      .join(' '),
  );
  return (lang === 'en' ? words.at(-1) : words[0]) ?? '';
}

/**
 * `products` (in rankedMatches' order) in the order above, for a search typed as `text` whose words
 * have the alternatives `terms` (searchTerms: stems, corrections, synonyms; the first is the word's own).
 */
export function rankByName<T extends Named>(products: readonly T[], text: string, terms: readonly (readonly string[])[]): T[] {
  const lang = searchLanguage(text);
  const typed = new Set(searchWords(text));
  const scored = products.map((product, order) => {
    const name = foldSearchText(product.name[lang] ?? product.name.en);
    const head = nameHead(name, lang);
    const words = wordsOf(name);
    const inHead = terms.some((alternatives) => alternatives.some((a) => a && head.includes(a)));
    const inName = terms.filter((alternatives) => alternatives.some((a) => name.includes(a))).length;
    const whole = words.filter((w) => typed.has(w)).length;
    return { product, key: [Number(inHead), inName, whole], order };
  });
  const compare = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    a.key.map((x, i) => b.key[i]! - x).find((d) => d !== 0) ?? a.order - b.order;
  return scored.sort(compare).map((s) => s.product);
}
