// Draft products never reach the storefront, against a real PostgreSQL (both test databases): once
// staff hide a product it is gone from the listing (search, category, facet counts), the header
// suggestions, its page and JSON (404), home rows, analogs, the wishlist and compare data, the site
// map, checkout and reviews; shown again, it is back. And a change is visible at once: the
// catalogue version moves, so cached facet counts and pages are recomputed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { DEMO_ADMIN } from '@/seed/content';
import { DEFAULT_QUERY } from '@/features/catalog/model';
import { listProducts } from '@/features/catalog/listing';
import { listingFacets } from '@/features/catalog/listing-filters';
import { bestsellers, latestProducts } from '@/features/catalog/queries';
import { searchSuggestions } from '@/features/catalog/search';
import { catalogVersion } from '@/features/catalog/version';
import { compareProducts } from '@/features/compare/queries';
import { storeStats } from '@/features/content/queries';
import { sitemapEntries } from '@/features/content/sitemap';
import { placeOrder } from '@/features/checkout/service';
import { analogProducts, productPage } from '@/features/product/product-page';
import { productBySlug, type ProductDetail } from '@/features/product/queries';
import { addReview } from '@/features/product/reviews';
import { bulkEditProducts, quickEditProduct } from './service';
import { restoreProducts, snapshotProducts, type Snapshot } from './test-fixtures';

vi.mock('server-only', () => ({}));

describeEachDatabase('draft products and the storefront', (database) => {
  const admin = { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, role: 'admin' as const };
  let draft: ProductDetail;
  let sibling: ProductDetail;
  let snapshot: Snapshot;
  const everything = 1000;

  /** Everything the storefront could show of the draft-to-be, as booleans: where it appears. */
  const whereShown = async () => {
    const d = database();
    const leaf = draft.categories.at(-1)!.id;
    const [byName, inCategory, suggestByName, suggestByCode, page, compare, sitemap, sold, newest, analogs] = await Promise.all([
      listProducts({ ...DEFAULT_QUERY, limit: 100, search: draft.name.en }, { vehicleId: null }, d),
      listProducts({ ...DEFAULT_QUERY, limit: 100 }, { vehicleId: null, categoryId: leaf }, d),
      searchSuggestions(draft.name.en, { products: 20, categories: 0 }, d),
      searchSuggestions(draft.partNumber, { products: 20, categories: 0 }, d),
      productPage(draft.slug, { vehicleId: null }, d),
      compareProducts([draft.id, sibling.id], d),
      sitemapEntries('https://shop.example', d),
      bestsellers(everything, d),
      latestProducts(everything, d),
      analogProducts(sibling, 50, d),
    ]);
    return {
      search: byName.items.some((p) => p.id === draft.id),
      category: inCategory.items.some((p) => p.id === draft.id),
      suggestions: suggestByName.products.some((p) => p.id === draft.id),
      exactCode: suggestByCode.products.some((p) => p.id === draft.id),
      page: page !== null,
      json: (await productBySlug(draft.slug, d)) !== null,
      compare: compare.some((p) => p.id === draft.id),
      sitemap: sitemap.some((e) => e.url.endsWith(`/products/${draft.slug}`)),
      bestsellers: sold.some((p) => p.id === draft.id),
      newest: newest.some((p) => p.id === draft.id),
      analogs: analogs.some((p) => p.id === draft.id),
    };
  };
  const categoryTotal = async () =>
    (await listingFacets({ ...DEFAULT_QUERY }, { vehicleId: null, categoryId: draft.categories.at(-1)!.id }, database())).total;

  beforeAll(async () => {
    const d = database();
    // A product with an analog (another brand's same part in its category), so the carousel can be checked too.
    const {
      rows: [pair],
    } = await d.execute<{ a: string; b: string }>(sql`
      SELECT a.slug AS a, b.slug AS b FROM products a JOIN products b ON b.category_id = a.category_id AND b.tags[2] = a.tags[2] AND b.id <> a.id
       WHERE a.stock_status = 'in-stock' AND a.stock > 5 AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = a.id) AND a.id > 60
       ORDER BY a.id LIMIT 1`);
    draft = (await productBySlug(pair!.a, d))!;
    sibling = (await productBySlug(pair!.b, d))!;
    snapshot = await snapshotProducts(d, [draft.id, sibling.id]);
  });
  afterAll(async () => {
    if (snapshot) await restoreProducts(database(), snapshot);
  });

  it('a published product is everywhere; hidden, it is nowhere on the storefront; shown again, it is back', async () => {
    const shown = await whereShown();
    expect(Object.entries(shown).filter(([, v]) => !v)).toEqual([]);
    const total = await categoryTotal();
    const products = (await storeStats(database())).products;
    const version = Number(await catalogVersion(database()));

    expect(await bulkEditProducts(admin, { ids: [String(draft.id)], operation: 'hide' }, database())).toMatchObject({
      ok: true,
      changed: 1,
    });
    expect(Number(await catalogVersion(database()))).toBeGreaterThan(version);
    expect(Object.entries(await whereShown()).filter(([, v]) => v)).toEqual([]);
    // The facet counts (cached until the catalogue version moves) and the shop's numbers no longer count it.
    expect(await categoryTotal()).toBe(total - 1);
    expect((await storeStats(database())).products).toBe(products - 1);

    expect(await bulkEditProducts(admin, { ids: [String(draft.id)], operation: 'show' }, database())).toMatchObject({
      ok: true,
      changed: 1,
    });
    expect(await whereShown()).toEqual(shown);
    expect(await categoryTotal()).toBe(total);
  });

  it('a draft cannot be ordered or reviewed', async () => {
    await bulkEditProducts(admin, { ids: [String(draft.id)], operation: 'hide' }, database());
    const order = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId: draft.id, options: [], quantity: 1 }],
        payment: 'bank',
        acceptTerms: true,
        locale: 'en',
        billingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          company: '',
          country: 'GB',
          address1: '1 St James Square',
          address2: '',
          city: 'London',
          state: '',
          postcode: 'SW1Y 4JH',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
        },
      },
      null,
      database(),
    );
    expect(order).toMatchObject({ ok: false, code: 'ERROR_CHECKOUT_PRODUCT_NOT_FOUND' });
    expect(
      await addReview(draft.id, { author: 'Ada', rating: 5, content: 'A fine filter for a draft.' }, `test-${randomUUID()}`, database()),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    await bulkEditProducts(admin, { ids: [String(draft.id)], operation: 'show' }, database());
  });

  it('a price change shows at once: the version moves and the cached facet counts follow', async () => {
    const query = { ...DEFAULT_QUERY, search: draft.name.en };
    const scope = { vehicleId: null };
    const high = 99_999_999;
    const before = await listingFacets(query, scope, database());
    const priceFilter = (f: Awaited<ReturnType<typeof listingFacets>>) => f.filters.find((x) => x.slug === 'price') as { max: number };
    expect(priceFilter(before).max).toBeLessThan(999_999);
    const version = Number(await catalogVersion(database()));
    expect(await quickEditProduct(admin, { id: String(draft.id), price: '999999.99', stock: String(draft.stock) }, database())).toEqual({
      ok: true,
      changed: true,
    });
    expect(Number(await catalogVersion(database()))).toBeGreaterThan(version);
    expect(priceFilter(await listingFacets(query, scope, database())).max).toBeGreaterThanOrEqual(999_999.99);
    expect((await productBySlug(draft.slug, database()))!.price).toBe(high);
  });
});
