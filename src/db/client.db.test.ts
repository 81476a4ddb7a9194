// The shop's connections run its short statements without JIT compilation or parallel workers, each
// of which cost more than the statements themselves at a million products (client.ts).
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/integration/databases';

describeEachDatabase("the shop's database connections", (database) => {
  it('run without JIT and without parallel workers, on every connection of the pool', async () => {
    const pool = database().$client;
    // Several connections at once: each new one gets the settings, not only the first.
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ jit: string; workers: string }>(
          `SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers`,
        );
        expect(rows[0]).toEqual({ jit: 'off', workers: '0' });
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
