import 'server-only';
// A signed-in shopper's garage, stored in user_vehicles (specification section 7: user vehicles
// get/add/remove). Adding several ids at once is the merge of the browser's garage at sign-in:
// ids that do not exist are ignored, ids already there stay once, and the order is the order added.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { db } from '@/db/client';
import { userVehicles, vehicles } from '@/db/schema';
import type { Vehicle } from './model';

/** A garage is for a shopper's own vehicles, not a fleet: more are ignored. */
const GARAGE_MAX_VEHICLES = 50;

export async function userGarage(userId: string, database = db()): Promise<Vehicle[]> {
  return database
    .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine })
    .from(userVehicles)
    .innerJoin(vehicles, eq(vehicles.id, userVehicles.vehicleId))
    .where(eq(userVehicles.userId, userId))
    .orderBy(asc(userVehicles.createdAt), asc(vehicles.id));
}

/** Adds the vehicles that exist, in order, up to GARAGE_MAX_VEHICLES; answers the garage. */
export async function addUserVehicles(userId: string, ids: readonly number[], database = db()): Promise<Vehicle[]> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    await database.transaction(async (tx) => {
      const existing = new Set((await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, unique))).map((r) => r.id));
      const have = await tx.select({ id: userVehicles.vehicleId }).from(userVehicles).where(eq(userVehicles.userId, userId));
      const room = Math.max(0, GARAGE_MAX_VEHICLES - have.length);
      const owned = new Set(have.map((r) => r.id));
      const fresh = unique.filter((id) => existing.has(id) && !owned.has(id)).slice(0, room);
      // Distinct timestamps keep the order the shopper added them in.
      const base = Date.now();
      if (fresh.length) {
        await tx
          .insert(userVehicles)
          .values(fresh.map((vehicleId, i) => ({ userId, vehicleId, createdAt: new Date(base + i) })))
          .onConflictDoNothing();
      }
    });
  }
  return userGarage(userId, database);
}

export async function removeUserVehicle(userId: string, vehicleId: number, database = db()): Promise<Vehicle[]> {
  await database.delete(userVehicles).where(and(eq(userVehicles.userId, userId), eq(userVehicles.vehicleId, vehicleId)));
  return userGarage(userId, database);
}
