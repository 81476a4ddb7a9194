import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** pg_advisory_lock's key for "migrations are being applied". */
const MIGRATIONS_LOCK = 15_000_015;

/**
 * Applies every committed migration that the database has not seen; safe to run on every start.
 * Instances started at once on one database take turns (a session-level advisory lock): the first
 * applies, the others then find nothing left to do, instead of all creating the same tables. It runs
 * on one connection of the pool, the lock's own, so a pool of one is enough.
 */
export async function applyMigrations(database: Database): Promise<void> {
  const client = await database.$client.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => {
        // The session is gone, and its lock with it: the connection is not reused.
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}
