// Integration: a vehicle named in the search, on both databases. The listing and the header
// suggestions show only parts that fit it (or every vehicle); the other words are the search; a year
// the model was not made in reads as the nearest; a VIN in the box decodes or says why not.
import { beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { vehicleInSearch } from '@/features/vehicles/phrase-lookup';
import { DEFAULT_QUERY } from './model';
import { listProducts } from './listing';
import { searchSuggestions } from './search';
import { withSearchVehicle } from './search-vehicle';
import { looksLikeVin, vinInSearch } from './search-vin';

describeEachDatabase('a vehicle named in the search', (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  /** Whether each product fits the vehicle: listed for it, or for every vehicle. */
  const allFit = async (ids: number[], vehicleId: number) => {
    const { rows } = await db.$client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.id = ANY($1::int[])
         AND (p.compatibility = 'all' OR EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = p.id AND f.vehicle_id = $2))`,
      [ids, vehicleId],
    );
    return rows[0]!.n === ids.length;
  };

  it('reads the vehicle in English, Russian and Arabic, and leaves the other words to search', async () => {
    for (const text of ['2019 civic brake pads', 'honda civic 2019 brake pads', 'тормозные колодки цивик 2019', 'فحمات فرامل سيفيك ٢٠١٩']) {
      const named = await vehicleInSearch(text, db);
      expect(named?.vehicle, text).toMatchObject({ year: 2019, make: 'Honda', model: 'Civic' });
      expect(named?.askedYear).toBeNull();
      expect(named?.rest).not.toMatch(/civic|цивик|سيفيك|2019|٢٠١٩/i);
    }
    expect(await vehicleInSearch('2019 brake pads', db)).toBeNull();
    expect(await vehicleInSearch('civic brake pads', db)).toBeNull();
  });

  it('lists only parts that fit the named vehicle, whatever the garage holds', async () => {
    const { rows } = await db.$client.query<{ id: number }>(`SELECT id FROM vehicles WHERE year = 2014 AND make_slug = 'toyota' LIMIT 1`);
    const garage = rows[0]!.id;
    const scope = await withSearchVehicle({ ...DEFAULT_QUERY, search: '2019 civic filter', limit: 48 }, garage, db);
    expect(scope.vehicleId).not.toBe(garage);
    expect(scope.query.search).toBe('filter');
    const list = await listProducts(scope.query, { vehicleId: scope.vehicleId }, db);
    expect(list.items.length).toBeGreaterThan(0);
    expect(
      await allFit(
        list.items.map((p) => p.id),
        scope.vehicleId!,
      ),
    ).toBe(true);
    // The same words without the vehicle find more.
    const all = await listProducts({ ...DEFAULT_QUERY, search: 'filter', limit: 48 }, { vehicleId: null }, db);
    expect(all.total).toBeGreaterThan(list.total);
  });

  it('suggests only parts that fit the named vehicle, and says which', async () => {
    const named = await vehicleInSearch('2019 civic filter', db);
    const suggested = await searchSuggestions('2019 civic filter', { products: 5, categories: 4 }, db);
    expect(suggested.vehicle).toEqual({ id: named!.vehicle.id, label: expect.stringContaining('2019 Honda Civic') });
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(
      await allFit(
        suggested.products.map((p) => p.id),
        named!.vehicle.id,
      ),
    ).toBe(true);
    const alone = await searchSuggestions('2019 civic', { products: 3, categories: 4 }, db);
    expect(alone.products).toHaveLength(3);
    expect(
      await allFit(
        alone.products.map((p) => p.id),
        named!.vehicle.id,
      ),
    ).toBe(true);
  });

  it('takes the nearest model year when the asked one has no such model', async () => {
    const named = await vehicleInSearch('2049 civic pads', db);
    expect(named).toMatchObject({ askedYear: 2049, vehicle: { year: 2025, model: 'Civic' }, rest: 'pads' });
  });

  it("decodes a VIN typed in the search box, and says in the shopper's language why a mistyped one does not", async () => {
    expect(await vinInSearch('2HGFB2F53EH500001', 'en', db)).toMatchObject({ vehicle: { year: 2014, make: 'Honda', model: 'Civic' } });
    expect((await vinInSearch('2HGFB2F54EH500001', 'en', db))?.message).toMatch(/check digit/);
    expect((await vinInSearch('2HGFB2F54EH500001', 'ru', db))?.message).toMatch(/[а-я]/);
    expect((await vinInSearch('2HGFB2F54EH500001', 'ar', db))?.message).toMatch(/[\u0600-\u06ff]/);
    expect(await vinInSearch('brake pads', 'en', db)).toBeUndefined();
  });
});

describe('a VIN in the search box', () => {
  it('is 17 letters and digits', () => {
    expect(looksLikeVin('2HGFB2F50EH542364')).toBe(true);
    expect(looksLikeVin('2HGFB2F50EH54236')).toBe(false);
    expect(looksLikeVin('brakepadsforcivic')).toBe(false);
  });
});
