// Integration: the vehicle filter's "only exact-fit parts" switch (behaviour notes): on (the
// default) a vehicle's list holds its listed parts and universal parts; off, also the parts of
// unknown fitment. Items, total and facet counts agree with the database, cached or not.
import { beforeAll, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { NextRequest } from 'next/server';
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { DEFAULT_QUERY, type ListingQuery } from './model';
import { listProducts } from './listing';
import { listingFacets } from './listing-filters';
import { GET as productsApi } from '../../app/api/products/route';

describeEachDatabase('exact-fit switch', (database) => {
  let db: Database;
  let vehicleId: number;
  const count = async (where: string, params: unknown[] = []) =>
    (await db.$client.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params)).rows[0]!.n;
  beforeAll(async () => {
    db = database();
    vehicleId = (
      await db.$client.query<{ vehicle_id: number }>(
        'SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!.vehicle_id;
  });
  const listed = `id IN (SELECT product_id FROM product_fitment WHERE vehicle_id = $1)`;

  it('on, lists the parts that fit and universal parts; off, adds the parts of unknown fitment, marked as such', async () => {
    expect(await count(`compatibility = 'unknown'`)).toBeGreaterThan(0);
    const on: ListingQuery = { ...DEFAULT_QUERY, limit: 100, filters: { vehicle: vehicleId } };
    const off: ListingQuery = { ...on, exactFit: false, sort: 'price_asc' };
    const exact = await listProducts(on, { vehicleId }, db);
    expect(exact.total).toBe(await count(`compatibility = 'all' OR ${listed}`, [vehicleId]));
    expect(exact.items.some((p) => p.fit === 'unknown')).toBe(false);
    const any = await listProducts(off, { vehicleId }, db);
    expect(any.total).toBe(await count(`compatibility IN ('all', 'unknown') OR ${listed}`, [vehicleId]));
    expect(new Set(any.items.map((p) => p.fit))).toEqual(new Set(['fits', 'universal', 'unknown']));
  });

  it('counts the facets of the wider list, cached or not', async () => {
    const {
      rows: [b],
    } = await db.$client.query<{ slug: string }>(
      'SELECT b.slug FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY count(*) DESC LIMIT 1',
    );
    const off: ListingQuery = { ...DEFAULT_QUERY, exactFit: false, filters: { vehicle: vehicleId, brand: [b!.slug] } };
    const fresh = await listingFacets(off, { vehicleId }, db, { cache: false });
    expect(await listingFacets(off, { vehicleId }, db)).toEqual(fresh);
    expect(fresh.total).toBe(
      await count(`(compatibility IN ('all', 'unknown') OR ${listed}) AND brand_id = (SELECT id FROM brands WHERE slug = $2)`, [
        vehicleId,
        b!.slug,
      ]),
    );
  });

  it('the JSON API answers 400 naming fit for anything but any or exact', async () => {
    const bad = await productsApi(new NextRequest('http://shop.test/api/products?fit=perhaps'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { param: string } }).error.param).toBe('fit');
  });
});
