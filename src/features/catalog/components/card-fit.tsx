import 'server-only';
// The vehicle fit indicator for product cards outside a listing (the home page's rows and columns):
// for the shopper's current vehicle (the cookie the garage writes), the listing's own FitIndicator,
// decided by the listing's own rule (card-fits.ts), so a card says the same wherever it is.
// Without a vehicle, or with a cookie naming a vehicle that no longer exists, cards show no fit.
import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { VEHICLE_COOKIE, parseVehicleId, vehicleLabel } from '@/features/vehicles/model';
import { vehicleById } from '@/features/vehicles/queries';
import { productFits } from '../card-fits';
import { FitIndicator } from './FitIndicator';

/** The cards' `fit` slot for these products, or undefined when no vehicle is chosen. */
export async function cardFitSlot(products: readonly { id: number }[]): Promise<((product: { id: number }) => ReactNode) | undefined> {
  const vehicleId = parseVehicleId((await cookies()).get(VEHICLE_COOKIE)?.value);
  if (vehicleId === null) return undefined;
  const [vehicle, fits] = await Promise.all([
    vehicleById(vehicleId),
    productFits(
      products.map((p) => p.id),
      vehicleId,
    ),
  ]);
  if (!vehicle) return undefined;
  const label = vehicleLabel(vehicle);
  return function fitOf(product) {
    const status = fits.get(product.id);
    return status ? <FitIndicator status={status} vehicle={label} /> : null;
  };
}
