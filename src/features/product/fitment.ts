// Fitment as the product page shows it: the compatible vehicles grouped by make and model, with
// consecutive years as one range and how the part fits each (position, quantity, notes), the fit
// block's qualifiers, the list's search, and the vehicles of the product's structured data. No I/O.
//
// Decisions where the issue is silent:
// - Consecutive model years of one make, model and engine with the same qualifiers (position,
//   quantity, notes) are one entry, "2016–2019"; a missing year breaks the range, and rows that
//   differ in engine or in any qualifier never merge. Entries of a model come newest first.
// - A range is the locale's own number range (Intl.NumberFormat#formatRange, no grouping), written
//   in the page's direction: in Arabic the earlier year stands on the right, where reading starts.
// - Notes are catalogue text in the catalogue's language, shown as stored.
// - Structured data lists at most VEHICLE_JSON_LD_LIMIT entries (after ranges are made): enough for
//   nearly every part, while a part listed for hundreds of vehicles keeps its page light.

import type { FitQualifiers } from '@/features/vehicles/model';

export type FitVehicle = { id: number; year: number; make: string; model: string; engine: string } & FitQualifiers;
/** Consecutive years of one make, model and engine with the same qualifiers; `vehicles` newest first. */
export type VehicleRange = FitQualifiers & {
  make: string;
  model: string;
  engine: string;
  from: number;
  to: number;
  vehicles: FitVehicle[];
};
export type VehicleGroup = { make: string; models: { model: string; ranges: VehicleRange[] }[] };

const rangeKey = (v: FitVehicle) => JSON.stringify([v.make, v.model, v.engine, v.position, v.quantity, v.notes?.trim() || null]);

/**
 * The vehicles as year ranges, sorted by make, model, then newest year, engine and the qualifiers:
 * consecutive years with the same make, model, engine and qualifiers make one range.
 */
export function vehicleRanges(vehicles: FitVehicle[]): VehicleRange[] {
  const byKey = new Map<string, FitVehicle[]>();
  for (const v of vehicles) {
    const key = rangeKey(v);
    const list = byKey.get(key);
    if (list) list.push(v);
    else byKey.set(key, [v]);
  }
  const ranges: VehicleRange[] = [];
  for (const list of byKey.values()) {
    list.sort((a, b) => b.year - a.year || a.id - b.id);
    let current: VehicleRange | null = null;
    for (const v of list) {
      // The same year twice (two spellings of one engine) stays in its range.
      if (current && (v.year === current.from || v.year === current.from - 1)) {
        current.from = v.year;
        current.vehicles.push(v);
        continue;
      }
      const { make, model, engine, position, quantity, notes } = v;
      ranges.push(
        (current = { make, model, engine, position, quantity, notes: notes?.trim() || null, from: v.year, to: v.year, vehicles: [v] }),
      );
    }
  }
  return ranges.sort(
    (a, b) =>
      a.make.localeCompare(b.make) ||
      a.model.localeCompare(b.model) ||
      b.to - a.to ||
      a.engine.localeCompare(b.engine) ||
      b.from - a.from ||
      rangeKey(a.vehicles[0]!).localeCompare(rangeKey(b.vehicles[0]!)),
  );
}

/** Year ranges grouped by make, then model, sorted by name and then year (newest first). */
export function groupVehicles(vehicles: FitVehicle[]): VehicleGroup[] {
  const groups: VehicleGroup[] = [];
  for (const r of vehicleRanges(vehicles)) {
    let make = groups.at(-1);
    if (make?.make !== r.make) groups.push((make = { make: r.make, models: [] }));
    let model = make.models.at(-1);
    if (model?.model !== r.model) make.models.push((model = { model: r.model, ranges: [] }));
    model.ranges.push(r);
  }
  return groups;
}

/** "2016–2019", or "2016" for one year, in the locale's digits and range style. */
export function formatYears(r: Pick<VehicleRange, 'from' | 'to'>, locale: string): string {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  return r.from === r.to ? format.format(r.from) : format.formatRange(r.from, r.to);
}

/** What an entry is searched by: every year it covers, make, model and engine, lower case. */
export const vehicleSearchText = (r: VehicleRange) =>
  `${[...new Set(r.vehicles.map((v) => v.year))].join(' ')} ${r.make} ${r.model} ${r.engine}`.toLowerCase();

export const VEHICLE_JSON_LD_LIMIT = 50;

/**
 * schema.org Vehicles a part is a spare part or accessory for (Product.isAccessoryOrSparePartFor),
 * one per year range, at most `limit`: vehicleModelDate is the year, or the range as an ISO 8601
 * interval ("2016/2019").
 */
export function vehiclesJsonLd(vehicles: FitVehicle[], limit = VEHICLE_JSON_LD_LIMIT) {
  return vehicleRanges(vehicles)
    .slice(0, limit)
    .map((r) => {
      const years = r.from === r.to ? String(r.from) : `${r.from}–${r.to}`;
      return {
        '@type': 'Vehicle',
        name: [years, r.make, r.model, r.engine].filter((p) => p.trim() !== '').join(' '),
        vehicleModelDate: r.from === r.to ? String(r.from) : `${r.from}/${r.to}`,
        brand: { '@type': 'Brand', name: r.make },
        manufacturer: { '@type': 'Organization', name: r.make },
        model: r.model,
        ...(r.engine.trim() ? { vehicleEngine: { '@type': 'EngineSpecification', name: r.engine } } : {}),
      };
    });
}

/** Whether a vehicle's search text contains every word of the query, case-insensitive. */
export function matchesVehicleQuery(text: string, query: string): boolean {
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((w) => text.includes(w));
}

/**
 * How many of an entry's vehicles match the query: the entry shows when its search text (all its
 * years) matches, and each of its vehicles counts when its own year with the entry's make, model
 * and engine does; a shown entry counts at least one ("2016 2019" shows 2016–2019).
 */
export function countMatchingVehicles(years: string[], search: string, query: string): number {
  if (!matchesVehicleQuery(search, query)) return 0;
  const rest = search
    .split(' ')
    .filter((w) => !years.includes(w))
    .join(' ');
  return Math.max(1, years.filter((y) => matchesVehicleQuery(`${y} ${rest}`, query)).length);
}
