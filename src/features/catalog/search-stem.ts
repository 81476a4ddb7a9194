// Search stems: a folded word reduced to the stem its other forms share, in every shop language, for
// search-model.ts (the shopper's words and the synonym groups). No I/O. Decisions where the issue is silent:
// - Stems are prefixes of the word, so a stem finds everything the word found, and the
//   other forms besides: English plural -s/-es/-ies, Russian case and number endings, Arabic sound
//   plurals (-ات -ون -ين), the final ه of a folded taa marbuta and a leading article (ال, وال, بال...).

const EN_KEEP = new Set(['lens', 'gas', 'bus', 'chassis', 'series', 'species', 'abs', 'plus', 'atlas', 'canvas', 'bias', 'axis']);
const RU_ENDINGS = [
  'ами',
  'ями',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ов',
  'ев',
  'ей',
  'ам',
  'ям',
  'ах',
  'ях',
  'ые',
  'ие',
  'ый',
  'ий',
  'ой',
  'ая',
  'яя',
  'ое',
  'ее',
  'ую',
  'юю',
  'ы',
  'и',
  'а',
  'я',
  'у',
  'ю',
  'о',
  'е',
  'ь',
];
const AR_ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const AR_ENDINGS = ['ات', 'ون', 'ين', 'ه'];

/**
 * A folded word reduced to a stem its singular and plural forms contain (LIKE is a substring match):
 * "brakes" → "brake", "batteries" → "batter", "колодки" → "колодк", "المضخات" → "مضخ". Conservative:
 * words under 4 letters are kept, and a stem keeps at least 3 letters.
 */
export function searchStem(word: string): string {
  if (word.length < 4) return word;
  if (/^[a-z]+$/.test(word)) {
    if (EN_KEEP.has(word)) return word;
    if (word.endsWith('ies') && word.length >= 6) return word.slice(0, -3);
    if (/(?:x|ch|sh|zz|ss)es$/.test(word)) return word.slice(0, -2);
    if (/[^siu]s$/.test(word)) return word.slice(0, -1);
    return word;
  }
  if (/^[а-я]+$/.test(word)) {
    const ending = RU_ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= 3);
    return ending ? word.slice(0, -ending.length) : word;
  }
  if (/^[\u0621-\u064A]+$/.test(word)) {
    let w = word;
    const article = AR_ARTICLES.find((a) => w.startsWith(a) && w.length - a.length >= 3);
    if (article) w = w.slice(article.length);
    const ending = AR_ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= 3);
    return ending ? w.slice(0, -ending.length) : w;
  }
  return word;
}
