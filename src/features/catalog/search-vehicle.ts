import 'server-only';
// A listing's search that names a vehicle ("2019 civic brake pads"): the vehicle is the list's for
// this search, over the URL's and the garage's (which stays as it was), and the other words are the
// search. One place for the listing page, the relevance test and the bench.
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import { vehicleInSearch, type SearchVehicle } from '@/features/vehicles/phrase-lookup';
import type { ListingQuery } from './model';

export type SearchScope = { query: ListingQuery; vehicleId: number | null; named: SearchVehicle | null };

/** The query and vehicle a listing runs: `vehicleId` is the URL's or the garage's, used when the search names none. */
export async function withSearchVehicle(query: ListingQuery, vehicleId: number | null, database: Database = db()): Promise<SearchScope> {
  const named = query.search ? await vehicleInSearch(query.search, database) : null;
  if (!named) return { query, vehicleId, named };
  return { query: { ...query, search: named.rest || undefined }, vehicleId: named.vehicle.id, named };
}
