// Real ids and slugs from the bench catalog, shared by the query timings, the load test and the
// page audits, so a slow page can be matched with its query.
import type { Database } from '../../src/db/client';
import { DEFAULT_QUERY, type ListingQuery } from '../../src/features/catalog/model';

export type Fixtures = {
  /** vehicle + 3 brands + price range, sorted by price: the listing the budgets are about. */
  listings: { query: ListingQuery; path: string }[];
  category: string;
  products: string[];
  fitment: { productId: number; vehicleId: number }[];
  texts: string[];
  cascade: { year: number; make: string; model: string }[];
  vins: string[];
};

/**
 * VINs that decode to a vehicle of the seeded table (an Accord, a Civic, a Kona, a Grand Cherokee):
 * the lookup a shopper makes. (Until 2026-11-23 three of four had a wrong check digit or no model
 * match, so three answers in four were 4xx and counted as errors.)
 */
const VINS = ['1HGCM82633A004352', '2HGFB2F53EH500001', 'KM8K2CAB4PU001140', '1C4RJFAG8FC000001'];

const misspell = (s: string) => {
  const w = s.split(' ').find((x) => x.length > 6) ?? s;
  return w.slice(0, 2) + w[3] + w[2] + w.slice(4);
};

export async function loadFixtures(database: Database): Promise<Fixtures> {
  const q = <T extends object>(sql: string) => database.$client.query<T>(sql).then((r) => r.rows);
  const vehicles = await q<{ vehicle_id: number }>(
    'SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC, vehicle_id LIMIT 20',
  );
  const brands = await q<{ slug: string }>('SELECT slug FROM brands ORDER BY id');
  const names = await q<{ name: string; slug: string; part: string; oem: string | null }>(
    `SELECT p.name->>'en' AS name, p.slug, p.part_number AS part,
       (SELECT i.number FROM product_interchange i WHERE i.product_id = p.id ORDER BY i.id LIMIT 1) AS oem
     FROM products p WHERE p.id > 500 ORDER BY p.id LIMIT 20`,
  );
  const [category] = await q<{ slug: string }>(
    `SELECT slug FROM categories WHERE type = 'shop' AND layout = 'products' ORDER BY items_count DESC, id LIMIT 1`,
  );
  const fitment = await q<{ productId: number; vehicleId: number }>(
    `SELECT DISTINCT ON (product_id) product_id AS "productId", vehicle_id AS "vehicleId" FROM product_fitment WHERE product_id > 500 ORDER BY product_id, vehicle_id LIMIT 20`,
  );
  const cascade = await q<{ year: number; make: string; model: string }>(
    `SELECT v.year, v.make_slug AS make, v.model_slug AS model FROM vehicles v WHERE v.id IN (SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC, vehicle_id LIMIT 5) ORDER BY v.id`,
  );

  const listings = vehicles.map((v, i) => {
    const brand = [0, 1, 2].map((k) => brands[(i * 3 + k) % brands.length]!.slug).sort();
    const price: [number, number] = [1000 + (i % 5) * 1000, 30000 + (i % 4) * 10000];
    const query: ListingQuery = { ...DEFAULT_QUERY, sort: 'price_asc', filters: { vehicle: v.vehicle_id, brand, price } };
    const path = `/catalog/products?filter_vehicle=${v.vehicle_id}&filter_brand=${brand.join(',')}&filter_price=${price[0] / 100}-${price[1] / 100}&sort=price_asc`;
    return { query, path };
  });
  const texts = names.flatMap((r) => [
    r.name.split(' ').slice(-3, -1).join(' '),
    misspell(r.name),
    r.part,
    r.oem ?? r.part,
    r.name.split(' ')[2]!.slice(0, 4),
  ]);
  return { listings, category: category!.slug, products: names.map((n) => n.slug), fitment, texts, cascade, vins: VINS };
}
