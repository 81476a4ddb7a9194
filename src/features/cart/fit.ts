// How each cart or order line fits the vehicle it was added for (issue 23): the product page's rule
// (vehicles/model.fitStatus: the product's compatibility and whether it is listed for the vehicle)
// and its qualifiers (product/fitment: position, quantity per vehicle, notes), told in five states.
// Pure; the server reads the rows (fit-queries.ts) and the cart, checkout and order views show it.
//
// Decisions:
// - A listed part whose fitment row has qualifiers "fits with conditions" ("Front · 2 per vehicle ·
//   w/ A/C"): the shopper must check them, so it is not told apart from a plain fit only by detail.
// - No vehicle and no fitment data are both "unknown"; the views say which (a line without a vehicle
//   asks for one). A universal part is universal with or without a vehicle.
// - Only "does not fit" stops the order until the shopper confirms it.
import { fitStatus, hasQualifiers, type Compatibility, type FitQualifiers } from '@/features/vehicles/model';
import { MAX_ROW_ID } from '@/db/row-id';

export const LINE_FITS = ['fits', 'fits-with-conditions', 'does-not-fit', 'unknown', 'universal'] as const;
export type LineFit = (typeof LINE_FITS)[number];

/** A line's fit, with how it fits when that has conditions. */
export type LineFitAnswer = { fit: LineFit; qualifiers: FitQualifiers | null };

/**
 * The fit of a product (its compatibility) for a vehicle (null: none, or one the shop does not know),
 * given the product's fitment row for that vehicle (null: not listed for it).
 */
export function lineFit(compatibility: Compatibility, vehicleId: number | null, row: FitQualifiers | null): LineFitAnswer {
  const status = fitStatus(compatibility, vehicleId, row !== null);
  if (status === 'fits' && row && hasQualifiers(row)) {
    return {
      fit: 'fits-with-conditions',
      qualifiers: { position: row.position, quantity: row.quantity, notes: row.notes?.trim() || null },
    };
  }
  if (status === 'no-vehicle') return { fit: 'unknown', qualifiers: null };
  return { fit: status, qualifiers: null };
}

/** The message that names a line's fit (with `{vehicle}`), per fit; a line without a vehicle has its own. */
export function lineFitMessage(fit: LineFit, hasVehicle: boolean) {
  if (fit === 'universal') return 'TEXT_LINE_FIT_UNIVERSAL';
  if (!hasVehicle) return 'TEXT_LINE_FIT_NO_VEHICLE';
  return (
    {
      fits: 'TEXT_LINE_FIT_FITS',
      'fits-with-conditions': 'TEXT_LINE_FIT_CONDITIONS',
      'does-not-fit': 'TEXT_LINE_FIT_DOES_NOT_FIT',
      unknown: 'TEXT_LINE_FIT_UNKNOWN',
    } as const
  )[fit];
}

export const isLineFit = (v: unknown): v is LineFit => (LINE_FITS as readonly unknown[]).includes(v);

/** The lines that do not fit their vehicle: what the shopper confirms before the order is placed. */
export const misfits = <T extends { fit: LineFit }>(lines: readonly T[]): T[] => lines.filter((l) => l.fit === 'does-not-fit');

/** The query string the cart asks its lines' fits with: "productId.vehicleId" per line (0 for none), sorted and unique, so equal carts share a cached answer. */
export function fitQuery(lines: readonly { productId: number; vehicleId: number | null }[]): string {
  return [...new Set(lines.map((l) => `${l.productId}.${l.vehicleId ?? 0}`))].sort().slice(0, MAX_FIT_LINES).join(',');
}

/** The most lines one fit request answers for (a cart holds far fewer; the rest are the server's at checkout). */
export const MAX_FIT_LINES = 100;

/** The pairs of a fit query, or null when it is malformed (the API answers 400). */
export function parseFitQuery(raw: string | null): { productId: number; vehicleId: number | null }[] | null {
  if (!raw) return null;
  const parts = raw.split(',');
  if (parts.length > MAX_FIT_LINES) return null;
  const pairs: { productId: number; vehicleId: number | null }[] = [];
  for (const part of parts) {
    const m = /^(\d{1,10})\.(\d{1,10})$/.exec(part);
    if (!m) return null;
    const productId = Number(m[1]);
    const vehicleId = Number(m[2]);
    if (productId < 1 || productId > MAX_ROW_ID || vehicleId > MAX_ROW_ID) return null;
    pairs.push({ productId, vehicleId: vehicleId === 0 ? null : vehicleId });
  }
  return pairs;
}
