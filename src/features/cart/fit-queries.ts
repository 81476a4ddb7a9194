import 'server-only';
// The fit of cart and order lines, read in one statement for all of them: each (product, vehicle)
// pair with the product's compatibility, the vehicle's row and the product's fitment row for it,
// decided by cart/fit.ts lineFit. Used by GET /api/cart/fits (the cart, drop-down and checkout) and,
// inside the order's transaction, by the checkout, so the shopper sees what the order records.
import { db, type Database } from '@/db/client';
import { sql } from 'drizzle-orm';
import { publishedSql } from '@/db/published';
import { vehicleLabel, type Compatibility, type FitQualifiers } from '@/features/vehicles/model';
import { lineFit, type LineFitAnswer } from './fit';

type Pair = { productId: number; vehicleId: number | null };

/** A pair's answer: the fit, and the vehicle as the shop knows it (null: none, or an id it does not know). */
export type PairFit = LineFitAnswer & Pair & { vehicle: { id: number; label: string } | null };

/**
 * The fit of each pair whose product the shop sells, keyed "productId.vehicleId" (0 for no vehicle).
 * A vehicle id the shop does not know counts as no vehicle: its fit is unknown and `vehicle` is null.
 */
export async function lineFits(pairs: readonly Pair[], database: Database = db()): Promise<Map<string, PairFit>> {
  const fits = new Map<string, PairFit>();
  const unique = [...new Map(pairs.map((p) => [`${p.productId}.${p.vehicleId ?? 0}`, p])).values()];
  if (!unique.length) return fits;
  // Inside the order's transaction too, so through drizzle (a transaction has no raw client).
  const list = (ids: (number | null)[]) =>
    sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
  const { rows } = await database.execute<{
    product_id: number;
    vehicle_id: number | null;
    compatibility: Compatibility;
    year: number | null;
    make: string | null;
    model: string | null;
    engine: string | null;
    listed: boolean;
    position: FitQualifiers['position'];
    quantity: number | null;
    notes: string | null;
  }>(sql`
    SELECT l.product_id, l.vehicle_id, p.compatibility, v.year, v.make, v.model, v.engine,
           f.product_id IS NOT NULL AS listed, f.position, f.quantity, f.notes
      FROM unnest(ARRAY[${list(unique.map((p) => p.productId))}], ARRAY[${list(unique.map((p) => p.vehicleId))}]) AS l(product_id, vehicle_id)
      JOIN products p ON p.id = l.product_id AND ${sql.raw(publishedSql('p'))}
      LEFT JOIN vehicles v ON v.id = l.vehicle_id
      LEFT JOIN product_fitment f ON f.product_id = p.id AND f.vehicle_id = v.id`);
  for (const r of rows) {
    const known = r.year !== null;
    const row = r.listed ? { position: r.position, quantity: r.quantity, notes: r.notes } : null;
    fits.set(`${r.product_id}.${r.vehicle_id ?? 0}`, {
      productId: r.product_id,
      vehicleId: r.vehicle_id,
      vehicle: known
        ? { id: r.vehicle_id!, label: vehicleLabel({ year: r.year!, make: r.make!, model: r.model!, engine: r.engine! }) }
        : null,
      ...lineFit(r.compatibility, known ? r.vehicle_id : null, row),
    });
  }
  return fits;
}
