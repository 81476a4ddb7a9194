// The shop's connections run its short statements without JIT compilation or parallel workers, each
// of which cost more than the statements themselves at a million products (client.ts).
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/integration/databases';
import { openDatabase } from './client';

describeEachDatabase("the shop's database connections", (database, url) => {
  it('hand a new connection out only once its settings are made, so its first query never queues behind them', async () => {
    const warnings: string[] = [];
    const listen = (w: Error) => warnings.push(w.message);
    process.on('warning', listen);
    try {
      // A pool of its own, so each of these queries opens a new connection.
      const fresh = openDatabase(`${url}${url.includes('?') ? '&' : '?'}application_name=axle-settings-test`, 3);
      const answers = await Promise.all([1, 2, 3].map(() => fresh.$client.query<{ jit: string }>(`SELECT current_setting('jit') AS jit`)));
      expect(answers.map((a) => a.rows[0]!.jit)).toEqual(['off', 'off', 'off']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', listen);
    }
  });

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
