// Zod schemas for what crosses the network in the vehicles feature: the cascade's query parameters,
// a VIN path segment, and garage mutations. Shared by the route handlers and their tests.
import { z } from 'zod';
import { MAX_ROW_ID } from '@/db/row-id';

/** Model years the shop could ever list: anything else is a typo, answered 400. */
const MIN_VEHICLE_YEAR = 1900;
const MAX_VEHICLE_YEAR = 2100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const yearParam = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{4}$/)
  .transform(Number)
  .pipe(z.number().int().min(MIN_VEHICLE_YEAR).max(MAX_VEHICLE_YEAR));

const slugParam = z.string({ error: 'required' }).trim().toLowerCase().max(80).regex(SLUG);

/** A VIN as typed may hold spaces and lower case; more than 64 characters is not a VIN at all. */
export const vinParam = z.string().max(64);

const vehicleIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** Body of "add a vehicle to my garage" and of the sign-in merge (several ids at once). */
export const addUserVehiclesSchema = z.union([
  z.object({ vehicleId: vehicleIdSchema }).transform((b) => [b.vehicleId]),
  z.object({ vehicleIds: z.array(vehicleIdSchema).max(50) }).transform((b) => b.vehicleIds),
]);

/** Which query parameter, if any, is missing or malformed. */
export type CascadeParam = 'year' | 'make' | 'model';

export function parseCascade<K extends CascadeParam>(
  params: URLSearchParams,
  keys: readonly K[],
): { ok: true; value: { year: number } & Record<Exclude<K, 'year'>, string> } | { ok: false; param: K } {
  const value: Record<string, string | number> = {};
  for (const key of keys) {
    const raw = params.get(key) ?? undefined;
    const parsed = key === 'year' ? yearParam.safeParse(raw) : slugParam.safeParse(raw);
    if (!parsed.success) return { ok: false, param: key };
    value[key] = parsed.data;
  }
  return { ok: true, value: value as { year: number } & Record<Exclude<K, 'year'>, string> };
}
