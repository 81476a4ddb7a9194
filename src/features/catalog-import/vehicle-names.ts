// Matching a fitment row's year, make, model and engine to the shop's vehicles by name, ignoring
// case, accents, spaces and punctuation ("MERCEDES BENZ" = "Mercedes-Benz", "2.0L I4" = "2.0l-i4").
// The vehicles are loaded once per import (thousands of rows, not millions); matching is pure.
import type pg from 'pg';
import { matchKey, yearRanges, years } from './cells';
import { UNIVERSAL, type RejectReason } from './model';

export type VehicleNames = {
  /** `${year}|${make}|${model}` (keys) → the vehicles with their engine's key. */
  byYear: Map<string, { id: number; engine: string }[]>;
  makes: Set<string>;
  /** `${make}|${model}` keys. */
  models: Set<string>;
  /** The keys of names already seen: a fitment file repeats the same few thousand names millions of times. */
  keys: Map<string, string>;
};

/** How many names' keys a match remembers: every vehicle name a shop has, with room for misspellings. */
const REMEMBERED_KEYS = 50_000;

/** matchKey(name), remembered. */
function keyOf(names: VehicleNames, name: string): string {
  let key = names.keys.get(name);
  if (key === undefined) {
    key = matchKey(name);
    if (names.keys.size < REMEMBERED_KEYS) names.keys.set(name, key);
  }
  return key;
}

export type VehicleRow = { id: number; year: number; make: string; model: string; engine: string };

export function vehicleNames(rows: VehicleRow[]): VehicleNames {
  const names: VehicleNames = { byYear: new Map(), makes: new Set(), models: new Set(), keys: new Map() };
  for (const v of rows) {
    const make = matchKey(v.make);
    const model = matchKey(v.model);
    names.makes.add(make);
    names.models.add(`${make}|${model}`);
    const key = `${v.year}|${make}|${model}`;
    const list = names.byYear.get(key) ?? [];
    list.push({ id: v.id, engine: matchKey(v.engine) });
    names.byYear.set(key, list);
  }
  return names;
}

export async function loadVehicleNames(client: pg.PoolClient): Promise<VehicleNames> {
  const { rows } = await client.query<VehicleRow>('SELECT id, year, make, model, engine FROM vehicles');
  return vehicleNames(rows);
}

export type VehicleMatch =
  | { ok: true; universal: true }
  | { ok: true; universal: false; ids: number[]; missingYears: string | null }
  | { ok: false; column: 'year' | 'make' | 'model' | 'engine'; reason: RejectReason };

/**
 * The vehicles a row names: every engine of the year, make and model when the engine is blank;
 * years of a range the shop has no such vehicle for are listed in `missingYears` (a warning), and
 * the row is refused only when no year matches. `universal` in the make column (year, model and
 * engine blank) makes the part fit every vehicle.
 */
export function matchVehicles(names: VehicleNames, row: { year: string; make: string; model: string; engine: string }): VehicleMatch {
  const make = keyOf(names, row.make);
  if (make === UNIVERSAL) {
    if (row.year.trim() || row.model.trim() || row.engine.trim())
      return { ok: false, column: 'make', reason: 'ERROR_IMPORT_UNIVERSAL_WITH_VEHICLE' };
    return { ok: true, universal: true };
  }
  const span = years(row.year);
  if (!span.ok) return { ok: false, column: 'year', reason: span.reason };
  if (!make || !names.makes.has(make)) return { ok: false, column: 'make', reason: 'ERROR_IMPORT_UNKNOWN_MAKE' };
  const model = keyOf(names, row.model);
  if (!model || !names.models.has(`${make}|${model}`)) return { ok: false, column: 'model', reason: 'ERROR_IMPORT_UNKNOWN_MODEL' };
  const engine = keyOf(names, row.engine);
  const ids: number[] = [];
  const missing: number[] = [];
  let modelYears = 0;
  for (const year of span.value) {
    const list = names.byYear.get(`${year}|${make}|${model}`);
    if (list) modelYears += 1;
    const found = (list ?? []).filter((v) => !engine || v.engine === engine);
    if (found.length) ids.push(...found.map((v) => v.id));
    else missing.push(year);
  }
  if (!ids.length)
    return modelYears && engine
      ? { ok: false, column: 'engine', reason: 'ERROR_IMPORT_UNKNOWN_ENGINE' }
      : { ok: false, column: 'year', reason: 'ERROR_IMPORT_YEARS_NOT_FOUND' };
  return { ok: true, universal: false, ids, missingYears: missing.length ? yearRanges(missing).join(', ') : null };
}
