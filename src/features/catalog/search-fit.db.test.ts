// Integration: search by vehicle reads products' fit_keys (migration 0017), which triggers keep in
// step with fitment rows and compatibility; the suggestions for a vehicle must be the ones the plain
// fit condition gives (the part is universal or listed for the vehicle).
import { beforeAll, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import type pg from 'pg';
import { rankedMatches } from './search';

describeEachDatabase('search by vehicle', (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  /** In a transaction that is rolled back: the shared catalogue stays as it was. */
  const rolledBack = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await db.$client.connect();
    try {
      await client.query('BEGIN');
      await work(client);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  };

  it("every product's fit keys are what its compatibility and fitment rows say", async () => {
    const { rows } = await db.$client.query<{ wrong: number; listed: number; universal: number }>(
      `SELECT count(*) FILTER (WHERE fit_keys IS DISTINCT FROM product_fit_keys(id, compatibility))::int AS wrong,
              count(*) FILTER (WHERE cardinality(fit_keys) > 1 OR fit_keys <> '{0}')::int AS listed,
              count(*) FILTER (WHERE fit_keys = '{0}')::int AS universal
         FROM products`,
    );
    expect(rows[0]!.wrong).toBe(0);
    // The seed has both kinds, or the check above compares nothing.
    expect(rows[0]!.listed).toBeGreaterThan(0);
    expect(rows[0]!.universal).toBeGreaterThan(0);
  });

  it('a new product takes its keys, and they follow fitment rows added, moved and removed, and a change of compatibility', async () => {
    await rolledBack(async (client) => {
      const { rows: vehicles } = await client.query<{ id: number }>('SELECT id FROM vehicles ORDER BY id LIMIT 3');
      const [a, b, c] = vehicles.map((v) => v.id);
      const add = async (compatibility: string) =>
        (
          await client.query<{ id: number }>(
            `INSERT INTO products (slug, sku, part_number, name, excerpt, description, category_id, price, compatibility)
             SELECT 'fit-keys-' || $1, 'FIT-KEYS-' || $1, 'FK-1', '{"en":"Fit keys part","ru":"","ar":""}', '{}', '{}', min(id), 100, $1::compatibility
               FROM categories WHERE type = 'shop' RETURNING id`,
            [compatibility],
          )
        ).rows[0]!.id;
      const keys = async (id: number) =>
        (await client.query<{ k: number[] }>('SELECT fit_keys AS k FROM products WHERE id = $1', [id])).rows[0]!.k;

      const universal = await add('all');
      expect(await keys(universal)).toEqual([0]);
      const listed = await add('list');
      expect(await keys(listed)).toEqual([]);

      // Two vehicles in one statement, written out of order: the keys are ascending.
      await client.query(`INSERT INTO product_fitment (product_id, vehicle_id) VALUES ($1, $2), ($1, $3)`, [listed, c, a]);
      expect(await keys(listed)).toEqual([a, c]);
      await client.query(`UPDATE product_fitment SET vehicle_id = $2 WHERE product_id = $1 AND vehicle_id = $3`, [listed, b, c]);
      expect(await keys(listed)).toEqual([a, b]);
      // A row moved to another product leaves the first and joins the second.
      await client.query(`UPDATE product_fitment SET product_id = $2 WHERE product_id = $1 AND vehicle_id = $3`, [listed, universal, b]);
      expect(await keys(listed)).toEqual([a]);
      expect(await keys(universal)).toEqual([0, b]);
      await client.query(`DELETE FROM product_fitment WHERE product_id = $1`, [listed]);
      expect(await keys(listed)).toEqual([]);

      await client.query(`UPDATE products SET compatibility = 'unknown' WHERE id = $1`, [universal]);
      expect(await keys(universal)).toEqual([b]);
      await client.query(`UPDATE products SET compatibility = 'all' WHERE id = $1`, [listed]);
      expect(await keys(listed)).toEqual([0]);
    });
  });

  it("ranks a vehicle's matches as sorting every match that is universal or listed for it", async () => {
    const { rows: vehicles } = await db.$client.query<{ id: number }>(
      'SELECT vehicle_id AS id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC, vehicle_id LIMIT 3',
    );
    expect(vehicles.length).toBeGreaterThan(0);
    const everyFittingMatch = async (words: string[], vehicleId: number, k: number) => {
      const likes = words.map((_, i) => `p.search_text LIKE $${i + 1}`).join(' AND ');
      const n = words.length;
      const { rows } = await db.$client.query<{ id: number }>(
        `SELECT p.id FROM products p WHERE p.visibility = 'published' AND ${likes}
            AND (p.compatibility = 'all' OR EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = p.id AND f.vehicle_id = $${n + 1}))
          ORDER BY (lower(p.name->>'en') LIKE $${n + 2}) DESC, p.sales_count DESC, p.id DESC LIMIT $${n + 3}`,
        [...words.map((w) => `%${w}%`), vehicleId, `${words[0]}%`, k],
      );
      return rows.map((r) => r.id);
    };
    let compared = 0;
    let found = 0;
    for (const { id } of vehicles)
      for (const words of [['filter'], ['brake', 'pad'], ['light'], ['a'], ['']])
        for (const k of [3, 12])
          for (const window of [400, 40, 5]) {
            const expected = await everyFittingMatch(words, id, k);
            expect(
              (await rankedMatches(words, k, db, { window, vehicleId: id })).map((p) => p.id),
              `${words.join(' ')} vehicle=${id} k=${k} window=${window}`,
            ).toEqual(expected);
            compared++;
            found += expected.length;
          }
    expect(compared).toBeGreaterThan(50);
    expect(found).toBeGreaterThan(0);
  });
});
