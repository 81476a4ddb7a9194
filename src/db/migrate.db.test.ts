// Several instances of the shop started at once on one new database (a deploy behind a load
// balancer): each start applies the migrations, and all of them must come up, with every migration
// applied once. Each start here has a pool of its own, as separate processes would.
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/integration/databases';
import { databaseUrl, onServer } from '../../tests/integration/server';
import { closeDatabase, openDatabase } from './client';
import { applyMigrations } from './migrate';

describeEachDatabase('migrations', (_database, serverUrl) => {
  const name = `axle_migrate_${randomBytes(5).toString('hex')}`;
  const base = databaseUrl(serverUrl, name);
  // The same database under three addresses: three pools, as three processes would have.
  const starts = ['a', 'b', 'c'].map((start) => `${base}?application_name=axle-start-${start}`);

  afterAll(async () => {
    await Promise.all(starts.map((url) => closeDatabase(url)));
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('three starts at once on a new database all come up, and each migration is applied once', async () => {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const results = await Promise.allSettled(starts.map((url) => applyMigrations(openDatabase(url, 1))));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const { rows } = await openDatabase(starts[0]!, 1).$client.query<{ applied: number; distinct: number }>(
      'SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.applied).toBeGreaterThan(0);
    expect(rows[0]!.applied).toBe(rows[0]!.distinct);
  });
});
