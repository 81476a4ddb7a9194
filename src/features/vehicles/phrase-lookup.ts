import 'server-only';
// The vehicle a search names (phrase.ts), found in the vehicles table. The makes and models with
// their years are a small, rarely changed list (a few hundred models): read once per process and
// database, and again every 10 minutes.
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import type { Vehicle } from './model';
import { parseVehiclePhrase, phraseIndex, type PhraseIndex } from './phrase';

const TTL_MS = 10 * 60_000;
const indexes = new WeakMap<Database, { at: number; index: Promise<PhraseIndex> }>();

function catalogueIndex(database: Database): Promise<PhraseIndex> {
  const hit = indexes.get(database);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.index;
  const index = database.$client
    .query<{ make: string; make_name: string; slug: string; name: string; years: number[] }>(
      `SELECT make_slug AS make, min(make) AS make_name, model_slug AS slug, min(model) AS name, array_agg(DISTINCT year ORDER BY year) AS years
         FROM vehicles GROUP BY make_slug, model_slug`,
    )
    .then(({ rows }) =>
      phraseIndex({
        makes: [...new Map(rows.map((r) => [r.make, { slug: r.make, name: r.make_name }])).values()],
        models: rows.map((r) => ({ make: r.make, slug: r.slug, name: r.name, years: r.years.map(Number) })),
      }),
    );
  index.catch(() => indexes.delete(database));
  indexes.set(database, { at: Date.now(), index });
  return index;
}

export type SearchVehicle = {
  vehicle: Vehicle;
  /** The year the shopper typed when the model was not made in it (vehicle.year is the nearest). */
  askedYear: number | null;
  /** The search's other words. */
  rest: string;
};

/**
 * The vehicle a search names, or null. Without an engine in the text (or with one the model does
 * not have), the model year's engine with the most parts listed for it: the likeliest to be the
 * shopper's, and the one whose list shows the most.
 */
export async function vehicleInSearch(text: string, database: Database = db()): Promise<SearchVehicle | null> {
  if (!/[0-9\u0660-\u0669\u06F0-\u06F9]{4}/.test(text)) return null; // no year, no vehicle: skip the lookup
  const phrase = parseVehiclePhrase(text, await catalogueIndex(database));
  if (!phrase) return null;
  const { rows } = await database.$client.query<Vehicle & { litres: boolean }>(
    `SELECT v.id, v.year, v.make, v.model, v.engine, COALESCE(v.engine LIKE $4 || 'L%', false) AS litres
       FROM vehicles v WHERE v.year = $1 AND v.make_slug = $2 AND v.model_slug = $3
      ORDER BY 6 DESC, (SELECT count(*) FROM product_fitment f WHERE f.vehicle_id = v.id) DESC, lower(v.engine) COLLATE "C", v.id LIMIT 1`,
    [phrase.year, phrase.make, phrase.model, phrase.engine],
  );
  const row = rows[0];
  if (!row) return null;
  const { litres: _litres, ...vehicle } = row;
  return { vehicle, askedYear: phrase.askedYear, rest: phrase.rest };
}
