// The one place that opens the database. Every query in the app goes through `db()`.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// Integers from COUNT(*) and SUM() come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

const pools = new Map<string, Database>();

/** A pooled database for a connection string; the same string gives the same pool. */
export function openDatabase(url: string, max = Number(process.env.DB_POOL_SIZE ?? 10)): Database {
  let db = pools.get(url);
  if (!db) {
    const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
    pool.on('error', (err) => console.error('[db] idle client error', err.message));
    db = drizzle(pool, { schema }) as Database;
    pools.set(url, db);
  }
  return db;
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
  pools.delete(url);
  await db?.$client.end();
}

export async function closeDatabases(): Promise<void> {
  await Promise.all([...pools.values()].map((d) => d.$client.end()));
  pools.clear();
}
