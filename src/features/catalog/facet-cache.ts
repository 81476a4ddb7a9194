import 'server-only';
// The facet counts' cache. A listing for a vehicle counts two disjoint sets: the vehicle's listed
// parts (a few hundred rows, counted on every request) and the universal parts, about a third of the
// catalogue, the same for every vehicle. The second is the expensive part (tens of thousands of rows
// at 100,000 products) and, keyed by its statement and parameters (category, search, filters;
// never the vehicle), is shared by every shopper: so it is kept here.
//
// Invalidation: statement triggers (migration 0003) bump catalog_version whenever products'
// prices, brands, ratings, fitment kind or search text, their attributes or their categories
// change; every lookup reads that version (one indexed row, in parallel with the vehicle's own
// count) and a new version empties the cache, so every app instance sees a change at its next
// request. The TTL only bounds memory and anything written outside the triggers' reach.
//
// With REDIS_URL the counts are also kept in the shared cache (src/server/shared-cache.ts) under the
// version, so one instance's count serves every instance.
import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import { sharedCache } from '@/server/shared-cache';

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

type Entry = { at: number; rows: Promise<unknown[]> };
type Cache = { version: string; entries: Map<string, Entry> };
const caches = new WeakMap<Database, Cache>();

export { catalogVersion } from './version';

/**
 * The rows of one statement, planned without parallel workers. A facet statement is a union of
 * small aggregates of a few thousand to some tens of thousands of index entries: starting workers
 * for them cost more than they save (measured on the 2-core bench machine at 100,000 products:
 * median 71 ms with workers, 30 ms without). SET LOCAL keeps the setting to this transaction.
 */
export async function serialRows<T>(database: Database, sql: string, params: unknown[]): Promise<T[]> {
  const client = await database.$client.connect();
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL max_parallel_workers_per_gather = 0');
    const { rows } = await client.query(sql, params);
    await client.query('COMMIT');
    return rows as T[];
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** The rows of `sql` with `params` at `version`: from the cache, or run (once, however many ask at the same time). */
export function cachedRows<T>(database: Database, version: string, sql: string, params: unknown[]): Promise<T[]> {
  let cache = caches.get(database);
  if (!cache || cache.version !== version) caches.set(database, (cache = { version, entries: new Map() }));
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const hit = cache.entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) {
    // Map order is insertion order: re-inserting keeps the most recently used last.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit.rows as Promise<T[]>;
  }
  const entries = cache.entries;
  const rows = sharedRows<T>(database, version, sql, params);
  rows.catch(() => entries.get(key)?.rows === rows && entries.delete(key));
  entries.delete(key);
  entries.set(key, { at: Date.now(), rows });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return rows as Promise<T[]>;
}

/** The rows from the shared cache when it has them; else run here, and kept there for the other instances. */
async function sharedRows<T>(database: Database, version: string, sql: string, params: unknown[]): Promise<T[]> {
  const shared = sharedCache({ databaseUrl: database.$client.options.connectionString });
  if (!shared) return serialRows<T>(database, sql, params);
  const name = `facets:${version}:${createHash('sha256').update(sql).update('\u0000').update(JSON.stringify(params)).digest('base64url')}`;
  const kept = await shared.get(name);
  if (kept) {
    try {
      return JSON.parse(kept.toString('utf8')) as T[];
    } catch {
      // Not rows this code wrote: counted again below.
    }
  }
  const rows = await serialRows<T>(database, sql, params);
  void shared.set(name, JSON.stringify(rows), TTL_MS);
  return rows;
}
