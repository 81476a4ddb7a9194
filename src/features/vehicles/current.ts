import 'server-only';
// The current vehicle on the server: the VEHICLE_COOKIE written by the garage, resolved to a row.
import { cookies } from 'next/headers';
import { VEHICLE_COOKIE, parseVehicleId, type Vehicle } from './model';
import { vehicleById } from './queries';

export async function currentVehicleFromCookie(): Promise<Vehicle | null> {
  const id = parseVehicleId((await cookies()).get(VEHICLE_COOKIE)?.value);
  return id === null ? null : vehicleById(id);
}
