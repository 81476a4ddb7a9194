// Integration: the facet counts' cache and the catalogue version that invalidates it (migration
// 0003's statement triggers), on the embedded and the external PostgreSQL.
import { beforeAll, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { DEFAULT_QUERY, type ListingQuery } from './model';
import { listingFacets, type ListingFilter } from './listing-filters';
import { cachedRows, catalogVersion } from './facet-cache';

const priceFilter = (filters: ListingFilter[]) => filters.find((f) => f.type === 'range') as Extract<ListingFilter, { type: 'range' }>;

describeEachDatabase('facet counts cache', (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  it('a statement that changes prices, brands, ratings, attributes or categories moves the catalogue version; stock and sales do not', async () => {
    const client = await db.$client.connect();
    try {
      await client.query('BEGIN');
      const version = async () => Number((await client.query<{ version: string }>('SELECT version FROM catalog_version')).rows[0]!.version);
      const v0 = await version();
      const one = 'WHERE id = (SELECT min(id) FROM products)';
      await client.query(`UPDATE products SET stock = stock, sales_count = sales_count, stock_status = stock_status ${one}`);
      expect(await version()).toBe(v0);
      await client.query(`UPDATE products SET price = price ${one}`);
      expect(await version()).toBe(v0 + 1);
      await client.query(`UPDATE products SET rating = rating ${one}`);
      await client.query('DELETE FROM product_attributes WHERE false');
      await client.query('DELETE FROM product_categories WHERE false');
      expect(await version()).toBe(v0 + 4);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('keeps a statement’s rows per catalogue version', async () => {
    const sql = 'SELECT random() AS r, $1::int AS n';
    const a = await cachedRows<{ r: number }>(db, 'v1', sql, [1]);
    expect(await cachedRows<{ r: number }>(db, 'v1', sql, [1])).toBe(a);
    expect((await cachedRows<{ r: number }>(db, 'v1', sql, [2]))[0]!.r).not.toBe(a[0]!.r);
    expect((await cachedRows<{ r: number }>(db, 'v2', sql, [1]))[0]!.r).not.toBe(a[0]!.r);
  });

  it('cached counts are the fresh counts, for all vehicles, a vehicle, a category and a search', async () => {
    const {
      rows: [v],
    } = await db.$client.query<{ vehicle_id: number }>(
      'SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC LIMIT 1',
    );
    const {
      rows: [c],
    } = await db.$client.query<{ id: number }>("SELECT id FROM categories WHERE depth = 0 AND type = 'shop' ORDER BY position LIMIT 1");
    const {
      rows: [b],
    } = await db.$client.query<{ slug: string }>(
      'SELECT b.slug FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY count(*) DESC LIMIT 1',
    );
    const queries: [ListingQuery, { vehicleId: number | null; categoryId?: number }][] = [
      [DEFAULT_QUERY, { vehicleId: null }],
      [{ ...DEFAULT_QUERY, filters: { vehicle: v!.vehicle_id, brand: [b!.slug], price: [1000, 40000] } }, { vehicleId: v!.vehicle_id }],
      [
        { ...DEFAULT_QUERY, filters: { rating: [4, 5], discount: 'yes' } },
        { vehicleId: v!.vehicle_id, categoryId: c!.id },
      ],
      [{ ...DEFAULT_QUERY, search: 'light', filters: {} }, { vehicleId: null }],
    ];
    for (const [query, scope] of queries) {
      const fresh = await listingFacets(query, scope, db, { cache: false });
      expect(await listingFacets(query, scope, db)).toEqual(fresh);
      expect(await listingFacets(query, scope, db)).toEqual(fresh);
    }
  });

  it('a price change shows in the next request’s counts', async () => {
    const {
      rows: [p],
    } = await db.$client.query<{ id: number; price: number }>('SELECT id, price FROM products ORDER BY price DESC, id LIMIT 1');
    const before = priceFilter((await listingFacets(DEFAULT_QUERY, { vehicleId: null }, db)).filters);
    const version = await catalogVersion(db);
    try {
      await db.$client.query('UPDATE products SET price = $2 WHERE id = $1', [p!.id, p!.price * 10]);
      expect(await catalogVersion(db)).not.toBe(version);
      const after = priceFilter((await listingFacets(DEFAULT_QUERY, { vehicleId: null }, db)).filters);
      expect(after.max).toBeGreaterThan(before.max);
    } finally {
      await db.$client.query('UPDATE products SET price = $2 WHERE id = $1', [p!.id, p!.price]);
    }
    expect(priceFilter((await listingFacets(DEFAULT_QUERY, { vehicleId: null }, db)).filters)).toEqual(before);
  });
});
