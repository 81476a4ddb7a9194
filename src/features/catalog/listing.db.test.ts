// Integration: the listing query, its facets and search, on the embedded and the external PostgreSQL;
// and the JSON API's 400 for every kind of invalid parameter.
import { beforeAll, describe, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { NextRequest } from 'next/server';
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { DEFAULT_QUERY, type ListingQuery } from './model';
import { parseListingQuery } from './query-string';
import { listProducts } from './listing';
import type { ListingFilter } from './listing-filters';
import { productFits } from './card-fits';
import { searchSuggestions } from './search';
import { GET as productsApi } from '../../app/api/products/route';
import { GET as suggestionsApi } from '../../app/api/search/suggestions/route';

const q = (qs: string): ListingQuery => {
  const r = parseListingQuery(new URLSearchParams(qs));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const facet = <T extends ListingFilter['type']>(filters: ListingFilter[], type: T) =>
  filters.find((f) => f.type === type) as Extract<ListingFilter, { type: T }>;
const all = { vehicleId: null };

describeEachDatabase('catalog listing', (database) => {
  let db: Database;
  let count: (where: string, params?: unknown[]) => Promise<number>;
  beforeAll(() => {
    db = database();
    count = async (where, params = []) =>
      (await db.$client.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params)).rows[0]!.n;
  });

  it('lists every product 16 at a time with page navigation', async () => {
    const list = await listProducts(DEFAULT_QUERY, all, db);
    expect(list.items).toHaveLength(16);
    expect(list.navigation).toMatchObject({ type: 'page', page: 1, limit: 16, total: await count('true'), from: 1, to: 16 });
  });

  it('filters by brand and price, sorts by price, and its total matches the database', async () => {
    const {
      rows: [b],
    } = await db.$client.query<{ id: number; slug: string }>(
      'SELECT b.id, b.slug FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY count(*) DESC LIMIT 1',
    );
    const list = await listProducts(q(`filter_brand=${b!.slug}&filter_price=20-400&sort=price_asc&limit=100`), all, db);
    expect(list.total).toBe(await count('brand_id = $1 AND price BETWEEN 2000 AND 40000', [b!.id]));
    expect(list.items.every((p) => p.price >= 2000 && p.price <= 40000)).toBe(true);
    const prices = list.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('counts each facet with the other filters applied but not its own', async () => {
    const list = await listProducts(q('filter_price=10-200&filter_rating=4,5'), all, db);
    const brands = facet(list.filters, 'check');
    for (const item of brands.items.slice(0, 5)) {
      const withBrand = await listProducts(q(`filter_price=10-200&filter_rating=4,5&filter_brand=${item.slug}`), all, db);
      expect(withBrand.total).toBe(item.count);
    }
    const ratings = facet(list.filters, 'rating');
    const four = ratings.items.find((i) => i.rating === 4)!;
    expect(four.count).toBe(await count('price BETWEEN 1000 AND 20000 AND round(rating) = 4'));
    expect(ratings.value).toEqual([4, 5]);
    const price = facet(list.filters, 'range');
    expect(price.value).toEqual([10, 200]);
    expect(price.min).toBeLessThanOrEqual(price.max);
  });

  it('filters by availability ("in stock only"), counting each status with the other filters applied', async () => {
    const list = await listProducts(q('filter_stock=in-stock&filter_price=10-200&limit=100'), all, db);
    expect(list.total).toBe(await count(`stock_status = 'in-stock' AND price BETWEEN 1000 AND 20000`));
    expect(list.items.every((p) => p.stockStatus === 'in-stock')).toBe(true);
    const stock = list.filters.find((f) => f.slug === 'stock');
    if (stock?.slug !== 'stock') throw new Error('the availability filter is missing');
    expect(stock.value).toEqual(['in-stock']);
    for (const item of stock.items)
      expect(item.count, item.slug).toBe(await count('stock_status::text = $1 AND price BETWEEN 1000 AND 20000', [item.slug]));
    // A status that does not exist matches nothing (as an unknown brand does), never an error.
    expect((await listProducts(q('filter_stock=sold-to-the-moon'), all, db)).total).toBe(0);
  });

  it('filters by colour, discount and rating', async () => {
    const colour = facet((await listProducts(DEFAULT_QUERY, all, db)).filters, 'color').items[0]!;
    const byColour = await listProducts(q(`filter_color=${colour.slug}`), all, db);
    expect(byColour.total).toBe(colour.count);
    const sale = await listProducts(q('filter_discount=yes&limit=100'), all, db);
    expect(sale.items.every((p) => p.compareAtPrice !== null && p.compareAtPrice > p.price)).toBe(true);
    expect(sale.total).toBe(await count('compare_at_price > price'));
    const rated = await listProducts(q('filter_rating=5&limit=100'), all, db);
    expect(rated.items.every((p) => Math.round(p.rating) === 5)).toBe(true);
  });

  it('keeps to a category and its subcategories', async () => {
    const {
      rows: [c],
    } = await db.$client.query<{ id: number }>("SELECT id FROM categories WHERE depth = 0 AND type = 'shop' ORDER BY position LIMIT 1");
    const list = await listProducts(DEFAULT_QUERY, { categoryId: c!.id, vehicleId: null }, db);
    expect(list.total).toBe(await count('id IN (SELECT product_id FROM product_categories WHERE category_id = $1)', [c!.id]));
  });

  it('for a vehicle shows parts that fit it and universal parts, marked as such', async () => {
    const {
      rows: [v],
    } = await db.$client.query<{ vehicle_id: number }>(
      'SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC LIMIT 1',
    );
    const list = await listProducts(q(`filter_vehicle=${v!.vehicle_id}&limit=100`), { vehicleId: v!.vehicle_id }, db);
    expect(list.total).toBe(
      await count(`compatibility = 'all' OR id IN (SELECT product_id FROM product_fitment WHERE vehicle_id = $1)`, [v!.vehicle_id]),
    );
    expect(new Set(list.items.map((p) => p.fit))).toEqual(new Set(['fits', 'universal']));
  });

  it('a card outside a listing gets the fit the listing gives the same product for the same vehicle', async () => {
    const {
      rows: [v],
    } = await db.$client.query<{ vehicle_id: number }>(
      'SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC LIMIT 1',
    );
    const vehicleId = v!.vehicle_id;
    const listed = await listProducts(q('fit=any&limit=100&sort=price_asc'), { vehicleId }, db);
    const { rows: others } = await db.$client.query<{ id: number }>(
      "SELECT id FROM products WHERE compatibility = 'list' AND id NOT IN (SELECT product_id FROM product_fitment WHERE vehicle_id = $1) ORDER BY id LIMIT 3",
      [vehicleId],
    );
    const fits = await productFits([...listed.items.map((p) => p.id), ...others.map((r) => r.id)], vehicleId, db);
    for (const p of listed.items) expect(fits.get(p.id), p.slug).toBe(p.fit);
    for (const r of others) expect(fits.get(r.id)).toBe('does-not-fit');
    expect(others.length).toBeGreaterThan(0);
    expect(listed.items.some((p) => p.fit === 'fits')).toBe(true);
    expect(
      (
        await productFits(
          listed.items.map((p) => p.id),
          null,
          db,
        )
      ).size,
    ).toBe(0);
  });

  it('for a vehicle, parts that fit it exactly come before universal parts in the default, rating and newest sorts, page after page and cursor after cursor', async () => {
    const {
      rows: [v],
    } = await db.$client.query<{ vehicle_id: number; n: number }>(
      'SELECT vehicle_id, count(*)::int AS n FROM product_fitment GROUP BY vehicle_id HAVING count(*) BETWEEN 5 AND 100 ORDER BY count(*) DESC LIMIT 1',
    );
    expect(v, 'a vehicle with a few listed parts').toBeDefined();
    const scope = { vehicleId: v!.vehicle_id };
    for (const sort of ['default', 'rating_desc', 'date_desc']) {
      const pages = [];
      for (let page = 1; page <= Math.ceil((v!.n + 16) / 8); page++)
        pages.push(...(await listProducts(q(`filter_vehicle=${v!.vehicle_id}&sort=${sort}&limit=8&page=${page}`), scope, db)).items);
      const fits = pages.map((p) => p.fit);
      expect(fits.slice(0, v!.n), sort).toEqual(Array(v!.n).fill('fits'));
      expect(
        fits.slice(v!.n).every((f) => f === 'universal'),
        sort,
      ).toBe(true);
      // The same order by cursors, across the step from exact fits to universal parts, and back.
      const walked = [];
      let list = await listProducts(q(`filter_vehicle=${v!.vehicle_id}&sort=${sort}&limit=8`), { ...scope, navigation: 'cursor' }, db);
      walked.push(...list.items);
      while (walked.length < pages.length && list.navigation.type === 'cursor' && list.navigation.endCursor) {
        list = await listProducts(q(`filter_vehicle=${v!.vehicle_id}&sort=${sort}&limit=8&after=${list.navigation.endCursor}`), scope, db);
        walked.push(...list.items);
      }
      expect(
        walked.map((p) => p.id),
        sort,
      ).toEqual(pages.map((p) => p.id));
      if (list.navigation.type !== 'cursor') throw new Error('cursor navigation expected');
      const back = await listProducts(
        q(`filter_vehicle=${v!.vehicle_id}&sort=${sort}&limit=8&before=${list.navigation.startCursor}`),
        scope,
        db,
      );
      expect(
        back.items.map((p) => p.id),
        sort,
      ).toEqual(pages.slice(-16, -8).map((p) => p.id));
    }
    // Price is a literal order: one list, cheapest first, whatever the fit.
    const byPrice = (await listProducts(q(`filter_vehicle=${v!.vehicle_id}&sort=price_asc&limit=40`), scope, db)).items.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('cursor navigation walks the same order as pages, both ways', async () => {
    const first = await listProducts(q('sort=price_desc&limit=8'), all, db);
    const page2 = await listProducts(q('sort=price_desc&limit=8&page=2'), all, db);
    const end = first.items.at(-1)!;
    const { encodeCursor } = await import('./query-string');
    const after = await listProducts(q(`sort=price_desc&limit=8&after=${encodeCursor({ k: end.price, id: end.id })}`), all, db);
    expect(after.items.map((p) => p.id)).toEqual(page2.items.map((p) => p.id));
    expect(after.navigation.type).toBe('cursor');
    if (after.navigation.type !== 'cursor') return;
    const back = await listProducts(q(`sort=price_desc&limit=8&before=${after.navigation.startCursor}`), all, db);
    expect(back.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
    const byName = await listProducts(q('sort=name_asc&limit=5'), all, db);
    const byName2 = await listProducts(q('sort=name_asc&limit=5&page=2'), all, db);
    const last = byName.items.at(-1)!;
    const nameAfter = await listProducts(q(`sort=name_asc&limit=5&after=${encodeCursor({ k: last.name.en, id: last.id })}`), all, db);
    expect(nameAfter.items.map((p) => p.id)).toEqual(byName2.items.map((p) => p.id));
  });

  it('a listing that asks for cursor navigation has it from the first page: a next cursor, no previous one', async () => {
    const first = await listProducts(q('sort=price_desc&limit=8'), { ...all, navigation: 'cursor' }, db);
    const page2 = await listProducts(q('sort=price_desc&limit=8&page=2'), all, db);
    expect(first.navigation).toMatchObject({ type: 'cursor', startCursor: null, endCursor: expect.any(String) });
    if (first.navigation.type !== 'cursor') return;
    const next = await listProducts(q(`sort=price_desc&limit=8&after=${first.navigation.endCursor}`), { ...all, navigation: 'cursor' }, db);
    expect(next.items.map((p) => p.id)).toEqual(page2.items.map((p) => p.id));
    expect(next.navigation).toMatchObject({ type: 'cursor', startCursor: expect.any(String) });
  });

  it('search finds a misspelt name, a part number first, and an interchange number', async () => {
    const {
      rows: [p],
    } = await db.$client.query<{ id: number; name: string; part: string }>(
      `SELECT id, name->>'en' AS name, part_number AS part FROM products ORDER BY id LIMIT 1 OFFSET 7`,
    );
    const word = p!.name.split(' ').find((w) => w.length >= 7 && /^[a-z]+$/i.test(w))!;
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    const fuzzy = await searchSuggestions(typo, { products: 20, categories: 4 }, db);
    expect(fuzzy.products.some((x) => x.name.en.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const byPart = await searchSuggestions(p!.part.toLowerCase(), { products: 3, categories: 4 }, db);
    expect(byPart.products[0]!.id).toBe(p!.id);
    const {
      rows: [i],
    } = await db.$client.query<{ product_id: number; number: string }>(
      'SELECT product_id, number FROM product_interchange ORDER BY id LIMIT 1',
    );
    const byOem = await listProducts(q(`search=${encodeURIComponent(i!.number)}`), all, db);
    expect(byOem.items.map((x) => x.id)).toContain(i!.product_id);
    expect((await searchSuggestions('   ', { products: 3, categories: 4 }, db)).products).toEqual([]);
  });
});

describe('catalog JSON API: bad parameters are a 400 naming the parameter', () => {
  const get = async (handler: (r: NextRequest) => Promise<Response>, path: string) => {
    const res = await handler(new NextRequest(`http://shop.test${path}`));
    return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string; param?: string } } };
  };
  it.each([
    ['filter_brand=Not A Slug', 'filter_brand'],
    ['filter_color=%23ff0000', 'filter_color'],
    ['filter_price=100-10', 'filter_price'],
    ['filter_price=cheap', 'filter_price'],
    ['filter_rating=0', 'filter_rating'],
    ['filter_rating=4.5', 'filter_rating'],
    ['filter_discount=sometimes', 'filter_discount'],
    ['filter_vehicle=x1', 'filter_vehicle'],
    ['filter_engine=v8', 'filter_engine'],
    ['sort=random', 'sort'],
    ['page=-1', 'page'],
    ['limit=101', 'limit'],
    ['after=not-a-cursor!', 'after'],
    ['search=%01drop', 'search'],
  ])('/api/products?%s', async (qs, param) => {
    const { status, body } = await get(productsApi, `/api/products?${qs}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'INVALID_PARAMETER', param });
    expect(body.error!.message.length).toBeGreaterThan(10);
  });
  it('answers in the asked language', async () => {
    const { body } = await get(productsApi, '/api/products?sort=random&locale=ru');
    expect(body.error!.message).toMatch(/сортировк/i);
  });
  it.each([
    ['query=%00', 'query'],
    ['query=a&limitProducts=-1', 'limitProducts'],
    ['query=a&limitCategories=999', 'limitCategories'],
  ])('/api/search/suggestions?%s', async (qs, param) => {
    const { status, body } = await get(suggestionsApi, `/api/search/suggestions?${qs}`);
    expect(status).toBe(400);
    expect(body.error!.param).toBe(param);
  });
});
