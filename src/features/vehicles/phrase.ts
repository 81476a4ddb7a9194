// A vehicle named inside a search ("2019 civic brake pads", "honda civic 2019 pads", "колодки
// цивик 2019", "فحمات فرامل سيفيك ٢٠١٩"): which year, make and model (and engine size) it names,
// and the words left to search. Pure: the catalogue of makes and models comes in as an argument
// (phrase-lookup.ts reads it from the vehicles table).
//
// Decisions:
// - A vehicle needs a year and a model. A year alone, a make alone or a model without a year is
//   no vehicle: those words stay in the search ("civic" alone may be a product's word).
// - A model without its make counts when only one make has that model (in the year, if several
//   makes do); otherwise the phrase is ambiguous and the words stay in the search.
// - A year the model was not made in: the nearest year it was (the later one on a tie), and the
//   answer keeps the asked year so the page can say so.
// - Names are compared folded (foldSearchText, src/i18n/fold-text.ts) and squashed to letters and digits,
//   so "CR-V" = "crv" = "cr v" and Arabic letter forms agree; Russian and Arabic spellings come from
//   phrase-names.ts. A Russian case ending ("цивика", "хонды") is dropped when the bare word names
//   nothing. Arabic-Indic and Persian digits read as digits.
// - Engine: a displacement ("2.0", "1.8l", "2.0л") next to the vehicle narrows the engine.
// - A connector just before the vehicle ("for", "для", "на", "لـ") goes with it.
import { foldSearchText } from '@/i18n/fold-text';
import { MAKE_NAMES, MODEL_NAMES } from './phrase-names';

export type PhraseCatalogue = {
  makes: readonly { slug: string; name: string }[];
  /** Every model with the years it was made in. */
  models: readonly { make: string; slug: string; name: string; years: readonly number[] }[];
};

type Model = PhraseCatalogue['models'][number];
export type PhraseIndex = { makes: Map<string, string>; models: Map<string, Model[]>; longest: number };

export type VehiclePhrase = {
  year: number;
  /** The year the shopper typed, when the model was not made in it (`year` is then the nearest). */
  askedYear: number | null;
  make: string;
  model: string;
  /** A displacement in litres, "2.0", or null. */
  engine: string | null;
  /** The search's other words, as typed. */
  rest: string;
};

const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits. */
export const asciiDigits = (text: string) =>
  text.replace(DIGITS, (d) => String((d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10));

const squash = (text: string) => foldSearchText(text).replace(/[^\p{L}\p{N}]+/gu, '');
const YEAR = /^(19[5-9]\d|20[0-4]\d)(?:г|года?|م)?$/u;
const ENGINE = /^(\d\.\d)\s*(?:l|л|لتر)?$/u;
const CONNECTORS = new Set(['for', 'fits', 'для', 'на', 'под', 'ل', 'لـ', 'الى', 'لسياره']);
const RUSSIAN_ENDING = /^([\u0430-\u044f\d-]{3,}?)(?:ами|ого|ому|ом|ой|ою|ах|ям|ы|а|у|е|и|ю|я)$/u;

/** The lookup tables of a catalogue: folded names → make slugs and models. */
export function phraseIndex(catalogue: PhraseCatalogue): PhraseIndex {
  const makes = new Map<string, string>();
  const models = new Map<string, Model[]>();
  let longest = 1;
  const words = (name: string) => name.split(/[\s]+/).length;
  for (const make of catalogue.makes) {
    for (const name of [make.name, make.slug, ...(MAKE_NAMES[make.slug] ?? [])]) {
      makes.set(squash(name), make.slug);
      longest = Math.max(longest, words(name));
    }
  }
  for (const model of catalogue.models) {
    for (const name of [model.name, model.slug, ...(MODEL_NAMES[`${model.make}/${model.slug}`] ?? [])]) {
      const key = squash(name);
      const list = models.get(key) ?? [];
      if (!list.includes(model)) models.set(key, [...list, model]);
      longest = Math.max(longest, words(name));
    }
  }
  return { makes, models, longest: Math.min(longest, 3) };
}

type Token = { text: string; key: string };
type Span = { from: number; to: number };

/** Where in the tokens a name of `table` starts and ends (the longest first), with what it names. */
function findName<T>(tokens: Token[], used: Set<number>, table: Map<string, T>, longest: number, prefix = '') {
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(longest, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (span.some((_, k) => used.has(i + k))) continue;
      const key = prefix + span.map((t) => t.key).join('');
      const bare = n === 1 ? RUSSIAN_ENDING.exec(key)?.[1] : undefined;
      // "цивика" → "цивик", "хонды" → "хонд" + а.
      const hit = table.get(key) ?? (bare ? (table.get(bare) ?? table.get(`${bare}а`) ?? table.get(`${bare}я`)) : undefined);
      if (hit !== undefined) return { from: i, to: i + n, hit };
    }
  }
  return null;
}

const nearestYear = (years: readonly number[], year: number) =>
  years.reduce((best, y) =>
    Math.abs(y - year) < Math.abs(best - year) || (Math.abs(y - year) === Math.abs(best - year) && y > best) ? y : best,
  );

/** The vehicle a search names, and its other words; null when it names none (see the header). */
export function parseVehiclePhrase(text: string, index: PhraseIndex): VehiclePhrase | null {
  const tokens: Token[] = asciiDigits(text)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 12)
    .map((t) => ({ text: t, key: squash(t) }));
  const yearAt = tokens.findIndex((t) => YEAR.test(t.key));
  if (yearAt < 0) return null;
  const year = Number(YEAR.exec(tokens[yearAt]!.key)![1]);
  const used = new Set([yearAt]);
  const spans: Span[] = [{ from: yearAt, to: yearAt + 1 }];

  const make = findName(tokens, used, index.makes, index.longest);
  if (make) for (let i = make.from; i < make.to; i++) used.add(i);
  // "mazda 3": the make's name and the next word are the model's name ("Mazda3").
  const joined = make
    ? findName(
        tokens.slice(make.to),
        new Set(),
        index.models,
        1,
        squash(
          tokens
            .slice(make.from, make.to)
            .map((t) => t.text)
            .join(''),
        ),
      )
    : null;
  const model =
    joined && joined.from === 0
      ? { from: make!.to, to: make!.to + 1, hit: joined.hit }
      : findName(tokens, used, index.models, index.longest);
  if (!model) return null;
  let candidates = model.hit.filter((m) => !make || m.make === make.hit);
  if (new Set(candidates.map((m) => m.make)).size > 1) candidates = candidates.filter((m) => m.years.includes(year));
  if (!candidates.length || new Set(candidates.map((m) => m.make)).size > 1) return null;
  const chosen = candidates.find((m) => m.years.includes(year)) ?? candidates[0]!;
  if (!chosen.years.length) return null;
  spans.push(model);
  if (make && make.hit === chosen.make) spans.push(make);

  const taken = new Set(spans.flatMap((s) => Array.from({ length: s.to - s.from }, (_, k) => s.from + k)));
  const first = Math.min(...taken);
  const last = Math.max(...taken);
  let engine: string | null = null;
  for (const at of [last + 1, first - 1]) {
    const m = tokens[at] && !taken.has(at) ? ENGINE.exec(foldSearchText(tokens[at]!.text)) : null;
    if (m && !engine) {
      engine = m[1]!;
      taken.add(at);
    }
  }
  const before = Math.min(...taken) - 1;
  if (before >= 0 && CONNECTORS.has(foldSearchText(tokens[before]!.text))) taken.add(before);

  const inYear = chosen.years.includes(year);
  return {
    year: inYear ? year : nearestYear(chosen.years, year),
    askedYear: inYear ? null : year,
    make: chosen.make,
    model: chosen.slug,
    engine,
    rest: tokens
      .filter((_, i) => !taken.has(i))
      .map((t) => t.text)
      .join(' '),
  };
}
