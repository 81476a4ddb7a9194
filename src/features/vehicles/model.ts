// Vehicles: what a vehicle is to the shop (year, make, model, engine), how it is named to a shopper,
// the garage rules, and whether a product fits it. The VIN rules live beside it in vin.ts.
//
// Shared contract (catalog, product, cart and account features use these names):
// - The shopper's current vehicle id travels to the server in the VEHICLE_COOKIE cookie, so listings,
//   cards and product pages are rendered for that vehicle on the first byte. The garage store writes
//   it whenever the current vehicle changes.
// - A product's fit for a vehicle is one of FitStatus, decided by `fitStatus`.

export type Vehicle = { id: number; year: number; make: string; model: string; engine: string };

/** Cookie holding the current garage vehicle's id (a positive integer), read by server code. */
export const VEHICLE_COOKIE = 'vehicle';

/** "2014 Honda Civic 1.8L": how a vehicle is named everywhere a shopper sees it. */
export function vehicleLabel(v: Pick<Vehicle, 'year' | 'make' | 'model' | 'engine'>): string {
  return [v.year, v.make, v.model, v.engine].filter((part) => String(part).trim() !== '').join(' ');
}

/** Product compatibility as stored: every vehicle, unknown, or only the listed vehicles. */
export type Compatibility = 'all' | 'unknown' | 'list';

/**
 * How a product relates to the current vehicle:
 * fits (listed for it), does-not-fit (listed for others only), universal (fits every vehicle),
 * unknown (no fitment data), or no-vehicle (the shopper has not chosen one).
 */
export type FitStatus = 'fits' | 'does-not-fit' | 'universal' | 'unknown' | 'no-vehicle';

export function fitStatus(compatibility: Compatibility, vehicleId: number | null, listedForVehicle: boolean): FitStatus {
  if (compatibility === 'all') return 'universal';
  if (vehicleId === null) return 'no-vehicle';
  if (compatibility === 'unknown') return 'unknown';
  return listedForVehicle ? 'fits' : 'does-not-fit';
}

/** The cookie's value as a vehicle id, or null when absent or not a positive integer. */
export function parseVehicleId(raw: string | undefined | null): number | null {
  if (raw == null || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
