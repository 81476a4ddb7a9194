// Vehicles: what a vehicle is to the shop (year, make, model, engine), how it is named to a shopper,
// the garage rules, and whether a product fits it. The VIN rules live beside it in vin.ts.
//
// Shared contract (catalog, product, cart and account features use these names):
// - The shopper's current vehicle id travels to the server in the VEHICLE_COOKIE cookie, so listings,
//   cards and product pages are rendered for that vehicle on the first byte. The garage store writes
//   it whenever the current vehicle changes.
// - A product's fit for a vehicle is one of FitStatus, decided by `fitStatus`.
import { parseRowId } from '@/db/row-id';

export type Vehicle = { id: number; year: number; make: string; model: string; engine: string };

/** Cookie holding the current garage vehicle's id (a positive integer), read by server code. */
export const VEHICLE_COOKIE = 'vehicle';

/** "2014 Honda Civic 1.8L": how a vehicle is named everywhere a shopper sees it. */
export function vehicleLabel(v: Pick<Vehicle, 'year' | 'make' | 'model' | 'engine'>): string {
  return [v.year, v.make, v.model, v.engine].filter((part) => String(part).trim() !== '').join(' ');
}

/** Product compatibility as stored: every vehicle, unknown, or only the listed vehicles. */
export type Compatibility = 'all' | 'unknown' | 'list';

/** Where on the vehicle the part goes (product_fitment.position). */
type FitPosition = 'front' | 'rear' | 'left' | 'right';
/** How a part is fitted to one vehicle (a fitment row): position, quantity per vehicle, notes; all optional. */
export type FitQualifiers = { position: FitPosition | null; quantity: number | null; notes: string | null };

/** Whether the fitment row says anything beyond "fits": a position, a quantity or a note. */
export const hasQualifiers = (q: FitQualifiers) => q.position !== null || (q.quantity ?? 0) > 0 || !!q.notes?.trim();

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
export const parseVehicleId = (raw: string | undefined | null): number | null => parseRowId(raw);

// ---- Garage (specification section 4) -------------------------------------------------------

/** The shopper's vehicles and the current one (by id, or null for "all vehicles"). */
export type Garage = { vehicles: Vehicle[]; currentId: number | null };

/** Adds a vehicle at the end; a vehicle already there (same id) stays once, where it was. */
export function addToGarage(vehicles: readonly Vehicle[], vehicle: Vehicle): Vehicle[] {
  return vehicles.some((v) => v.id === vehicle.id) ? [...vehicles] : [...vehicles, vehicle];
}

export function removeFromGarage(garage: Garage, id: number): Garage {
  return setGarageVehicles(
    garage,
    garage.vehicles.filter((v) => v.id !== id),
  );
}

/** Replaces the list (duplicates dropped); the current vehicle is kept only while it is still present. */
export function setGarageVehicles(garage: Garage, vehicles: readonly Vehicle[]): Garage {
  const list = vehicles.reduce<Vehicle[]>((acc, v) => addToGarage(acc, v), []);
  const currentId = garage.currentId !== null && list.some((v) => v.id === garage.currentId) ? garage.currentId : null;
  return { vehicles: list, currentId };
}

/** Sets the current vehicle by id; an id not in the garage means none. */
export function setCurrentVehicle(garage: Garage, id: number | null): Garage {
  return { ...garage, currentId: id !== null && garage.vehicles.some((v) => v.id === id) ? id : null };
}

function isVehicle(v: unknown): v is Vehicle {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    Number.isSafeInteger(o.id) &&
    (o.id as number) > 0 &&
    Number.isInteger(o.year) &&
    typeof o.make === 'string' &&
    typeof o.model === 'string' &&
    typeof o.engine === 'string'
  );
}

/** A garage read back from storage: anything malformed is dropped rather than trusted. */
export function restoreGarage(raw: unknown): Garage {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const vehicles = Array.isArray(o.vehicles)
    ? o.vehicles.filter(isVehicle).map(({ id, year, make, model, engine }) => ({ id, year, make, model, engine }))
    : [];
  const currentId = typeof o.currentId === 'number' ? o.currentId : null;
  return setGarageVehicles({ vehicles: [], currentId }, vehicles);
}
