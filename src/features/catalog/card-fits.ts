import 'server-only';
// Fit badges for product cards shown outside a listing (the home page's rows and columns), decided
// by the listing's own rule, so a card says the same wherever it is.
import { db, type Database } from '@/db/client';
import { fitStatus, type Compatibility, type FitStatus } from '@/features/vehicles/model';
import { listedFor } from './listing';

/**
 * The fit of each product for the vehicle, decided as for the listing's cards (the same `listedFor`
 * and `fitStatus`), for product cards shown outside a listing (the home page's rows and columns).
 * Empty without a vehicle: the cards then show no fit.
 */
export async function productFits(
  ids: readonly number[],
  vehicleId: number | null,
  database: Database = db(),
): Promise<Map<number, FitStatus>> {
  const fits = new Map<number, FitStatus>();
  if (vehicleId === null || ids.length === 0) return fits;
  const { rows } = await database.$client.query<{ id: number; compatibility: Compatibility; listed: boolean }>(
    `SELECT p.id, p.compatibility, ${listedFor('$2')} AS listed FROM products p WHERE p.id = ANY($1::int[])`,
    [[...new Set(ids)], vehicleId],
  );
  for (const r of rows) fits.set(r.id, fitStatus(r.compatibility, vehicleId, r.listed));
  return fits;
}
