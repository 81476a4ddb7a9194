// For integration tests that need a shop of their own: a new database on the same server as a test
// database, migrated and seeded with the reference data only (categories, brands, attributes,
// vehicles, blog) and no products. An import that hides every product missing from its file, or a
// round trip that must start empty, runs there without disturbing the suites sharing the seeded one.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { closeDatabase, openDatabase, type Database } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';
import { databaseUrl, onServer } from './server';

export type FreshDatabase = { database: Database; url: string; drop: () => Promise<void> };

export async function freshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `axle_fresh_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = openDatabase(url, 4);
  await applyMigrations(database);
  await seedDatabase(database.$client, { products: 0, demo: false, mediaDir: inject('mediaDir') });
  return {
    database,
    url,
    drop: async () => {
      await closeDatabase(url);
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
