import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every committed migration that the database has not seen; safe to run on every start. */
export async function applyMigrations(database: Database): Promise<void> {
  await migrate(database, { migrationsFolder: folder });
}
