// The one place that opens the database. Every query in the app goes through `db()`.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { log } from '@/server/log';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// Integers from COUNT(*) and SUM() come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

const pools = new Map<string, Database>();

/** A pooled database for a connection string; the same string gives the same pool. */
export function openDatabase(url: string, max = Number(process.env.DB_POOL_SIZE ?? 10)): Database {
  let db = pools.get(url);
  if (!db) {
    // The shop's statements are short, and two things the server would add cost more than they save
    // (measured at a million products, external PostgreSQL 15, docs/performance.md):
    // - JIT: where the planner's estimates pass jit_above_cost (a common word's matches), compiling
    //   took 20-70 ms of a query that runs in 2-8 ms (the header suggestions' p95: 68 → 12 ms);
    // - parallel workers: starting them costs 5-7 ms, even for a branch that is then not run, and
    //   under load the cores are serving other shoppers (facet counts' p95: 18.4 → 11.2 ms).
    // Set per connection rather than as startup options, which PgBouncer refuses. The embedded server
    // has no JIT anyway. The pool hands a new connection out once they are set (`onConnect`): a query
    // given to a connection still busy with another is deprecated (pg 9 refuses it). A connection
    // that could not take them still serves, only slower.
    const pool = new pg.Pool({
      connectionString: url,
      max,
      idleTimeoutMillis: 30_000,
      onConnect: async (client) => {
        await client
          .query('SET jit = off; SET max_parallel_workers_per_gather = 0')
          .catch((err: Error) => log.warn({ error: err.message }, '[db] session settings not applied'));
      },
    });
    pool.on('error', (err) => log.error({ error: err.message }, '[db] idle client error'));
    db = drizzle(pool, { schema }) as Database;
    pools.set(url, db);
  }
  return db;
}

const probes = new Map<string, pg.Pool>();

/**
 * A one-connection pool for the readiness check (server/readiness.ts), apart from the application's:
 * a shop whose pool is busy with pages still answers its load balancer, and a database that does
 * not answer fails the check in 2 s (to connect, or to query) instead of holding it for the
 * operating system's TCP timeout.
 */
export function probePool(url: string): pg.Pool {
  let pool = probes.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: 2_000,
      query_timeout: 2_000,
      idleTimeoutMillis: 30_000,
      application_name: 'axle-ready',
    });
    // A connection the server closed (a restart, a dropped database) is an answer for the next check, not a crash.
    pool.on('error', () => {});
    probes.set(url, pool);
  }
  return pool;
}

/** The application's database, from DATABASE_URL (the start script sets it for the embedded server). */
export function db(): Database {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the shop with `npm start`.');
  return openDatabase(url);
}

/** Closes one connection string's pool (a test's own database, before it is dropped). */
export async function closeDatabase(url: string): Promise<void> {
  const db = pools.get(url);
  const probe = probes.get(url);
  pools.delete(url);
  probes.delete(url);
  await Promise.all([db?.$client.end(), probe?.end()]);
}

export async function closeDatabases(): Promise<void> {
  await Promise.all([...[...pools.values()].map((d) => d.$client.end()), ...[...probes.values()].map((p) => p.end())]);
  pools.clear();
  probes.clear();
}
