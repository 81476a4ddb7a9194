import 'server-only';
// The vehicle and fit each order line keeps (order_items.vehicle_*, fit*, migration 0016), decided in
// the order's transaction from the catalogue as it is then, by the cart's own rule (cart/fit.ts via
// cart/fit-queries.ts): what the cart and checkout showed is what the order records. The request
// names a vehicle by id only; its name is read here, never taken from the browser.
//
// Decision: a vehicle id the shop does not know (removed since the part was added, or made up) is
// no vehicle — the line is kept with fit "unknown" and no vehicle — rather than a refused order: the
// shopper could not fix it from the cart, and the part's own checks (price, options, stock) still hold.
import type { Database } from '@/db/client';
import type { OrderFitQualifiers } from '@/db/schema/orders';
import type { LineFit } from '@/features/cart/fit';
import { lineFits } from '@/features/cart/fit-queries';

export type OrderLineFit = {
  vehicleId: number | null;
  vehicleLabel: string | null;
  fit: LineFit;
  fitQualifiers: OrderFitQualifiers | null;
};

/** The lines with their vehicle (id and name, as the shop has it now) and fit in place of the id asked for. */
export async function fitOrderLines<L extends { productId: number; vehicleId: number | null }>(
  lines: L[],
  database: Database,
): Promise<(Omit<L, 'vehicleId'> & OrderLineFit & { askedVehicleId: number | null })[]> {
  const fits = await lineFits(lines, database);
  return lines.map(({ vehicleId, ...line }) => {
    const answer = fits.get(`${line.productId}.${vehicleId ?? 0}`);
    return {
      ...line,
      askedVehicleId: vehicleId,
      vehicleId: answer?.vehicle?.id ?? null,
      vehicleLabel: answer?.vehicle?.label ?? null,
      fit: answer?.fit ?? 'unknown',
      fitQualifiers: answer?.qualifiers ?? null,
    };
  });
}
