import 'server-only';
// Reads of the vehicle table: the cascade (years → makes → models → engines) and vehicles by id.
// Makes and models travel as { slug, name }: the slug is what the next step asks with, the name
// what the shopper reads. Everything is ordered for a shopper: newest year first, names A-Z.
import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { db } from '@/db/client';
import { vehicles } from '@/db/schema';
import type { Vehicle } from './model';

export type Choice = { slug: string; name: string };

/** Case-insensitive A-Z that is the same on every server, whatever its collation. */
const byName = (c: AnyColumn) => sql`lower(${c}) COLLATE "C"`;

const vehicleColumns = { id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine };

/** Every model year that has a vehicle, newest first. */
export async function vehicleYears(database = db()): Promise<number[]> {
  const rows = await database.selectDistinct({ year: vehicles.year }).from(vehicles).orderBy(desc(vehicles.year));
  return rows.map((r) => r.year);
}

/** Makes with a vehicle in `year`, A-Z. */
export async function vehicleMakes(year: number, database = db()): Promise<Choice[]> {
  return database
    .select({ slug: vehicles.makeSlug, name: vehicles.make })
    .from(vehicles)
    .where(eq(vehicles.year, year))
    .groupBy(vehicles.makeSlug, vehicles.make)
    .orderBy(byName(vehicles.make), asc(vehicles.makeSlug));
}

/** Models of `make` (slug) in `year`, A-Z. */
export async function vehicleModels(year: number, make: string, database = db()): Promise<Choice[]> {
  return database
    .select({ slug: vehicles.modelSlug, name: vehicles.model })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.makeSlug, make)))
    .groupBy(vehicles.modelSlug, vehicles.model)
    .orderBy(byName(vehicles.model), asc(vehicles.modelSlug));
}

/** The vehicles (one per engine) of a year, make and model (slugs), by engine name. */
export async function vehiclesOf(year: number, make: string, model: string, database = db()): Promise<Vehicle[]> {
  return database
    .select(vehicleColumns)
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.makeSlug, make), eq(vehicles.modelSlug, model)))
    .orderBy(byName(vehicles.engine), asc(vehicles.id));
}

export async function vehicleById(id: number, database = db()): Promise<Vehicle | null> {
  const [row] = await database.select(vehicleColumns).from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row ?? null;
}

/** Whether a year and make (slug) have any vehicle: used to pre-fill the finder after a VIN. */
export async function makeHasYear(year: number, make: string, database = db()): Promise<boolean> {
  const [row] = await database
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.makeSlug, make)))
    .limit(1);
  return Boolean(row);
}
