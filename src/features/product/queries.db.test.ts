// Integration: the product page's reads and the add-review mutation, on both test databases. The
// review tests work on a product copied for them and deleted afterwards, so other suites keep
// the seeded ratings.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { REVIEW_LIMIT } from './model';
import { analogProducts, productPage, productReviews, relatedProducts } from './product-page';
import { productBySlug, purchaseOptionsOf } from './queries';
import { addReview } from './reviews';

// 'server-only' guards the bundles of the app; under vitest these modules run on the server anyway.
vi.mock('server-only', () => ({}));

describeEachDatabase('product queries', (database) => {
  const slugOf = async (where: string) =>
    (await database().$client.query<{ slug: string }>(`SELECT p.slug FROM products p WHERE ${where} ORDER BY p.id LIMIT 1`)).rows[0]!.slug;

  it('reads the purchase options of several products at once, as the product page lists them', async () => {
    const withOptions = await slugOf(`EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)`);
    const without = await slugOf(`NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)`);
    const [a, b] = await Promise.all([productBySlug(withOptions, database()), productBySlug(without, database())]);
    const options = await purchaseOptionsOf(database(), [a!.id, b!.id]);
    const asOnPage = a!.options.map((o) => ({ slug: o.slug, name: o.name, values: o.values.map((v) => ({ slug: v.slug, name: v.name })) }));
    expect(options.get(a!.id)).toEqual(asOnPage);
    expect(options.has(b!.id)).toBe(false);
    expect((await purchaseOptionsOf(database(), [])).size).toBe(0);
  });

  it('reads the whole product: images, brand with country, breadcrumb, options, specification, interchange', async () => {
    const slug = await slugOf(
      `EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id AND o.type = 'color') AND p.compatibility = 'list'`,
    );
    const p = (await productBySlug(slug, database()))!;
    expect(p.slug).toBe(slug);
    expect(p.name.en.length).toBeGreaterThan(3);
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.brand?.name).toBeTruthy();
    expect(p.brand?.country?.name.en).toBeTruthy();
    // Department first, the product's own category last.
    expect(p.categories.length).toBeGreaterThanOrEqual(2);
    const leaf = (await database().$client.query<{ category_id: number }>('SELECT category_id FROM products WHERE slug = $1', [slug]))
      .rows[0]!.category_id;
    expect(p.categories.at(-1)!.id).toBe(leaf);
    const colour = p.options.find((o) => o.type === 'color')!;
    expect(colour.values.length).toBeGreaterThan(0);
    expect(colour.values.every((v) => /^#[0-9a-f]{6}$/i.test(v.color ?? ''))).toBe(true);
    expect(p.specification.length).toBeGreaterThan(0);
    expect(p.specification.every((g) => g.attributes.length > 0)).toBe(true);
    expect(p.interchange.some((x) => x.kind === 'oem')).toBe(true);
    expect(['in-stock', 'out-of-stock', 'on-backorder']).toContain(p.stockStatus);
  });

  it('answers null for an unknown or absurd slug', async () => {
    expect(await productBySlug('no-such-product', database())).toBeNull();
    expect(await productBySlug('', database())).toBeNull();
    expect(await productBySlug('x'.repeat(500), database())).toBeNull();
  });

  it('judges the fit against the current vehicle and lists compatible vehicles', async () => {
    // A part fitted at a position (front, rear...) and in a quantity, so the fitment rows have qualifiers to carry.
    const slug = await slugOf(
      `p.compatibility = 'list' AND EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = p.id AND f.position IS NOT NULL AND f.quantity IS NOT NULL)`,
    );
    const { rows } = await database().$client.query<{ fits: number; other: number }>(
      `SELECT (SELECT f.vehicle_id FROM product_fitment f WHERE f.product_id = p.id LIMIT 1) AS fits,
              (SELECT v.id FROM vehicles v WHERE NOT EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = p.id AND f.vehicle_id = v.id) LIMIT 1) AS other
       FROM products p WHERE p.slug = $1`,
      [slug],
    );
    const fits = (await productPage(slug, { vehicleId: rows[0]!.fits }, database()))!;
    expect(fits.fit.status).toBe('fits');
    expect(fits.fit.vehicle?.id).toBe(rows[0]!.fits);
    expect(fits.compatible.map((v) => v.id)).toContain(rows[0]!.fits);
    // How the part fits each vehicle, as its fitment row says, and the current vehicle's in the fit.
    const fitment = (
      await database().$client.query<{ vehicle_id: number; position: string | null; quantity: number | null; notes: string | null }>(
        `SELECT f.vehicle_id, f.position, f.quantity, f.notes FROM product_fitment f JOIN products p ON p.id = f.product_id WHERE p.slug = $1`,
        [slug],
      )
    ).rows;
    expect(fits.compatible.map(({ id, position, quantity, notes }) => ({ vehicle_id: id, position, quantity, notes }))).toEqual(
      expect.arrayContaining(fitment),
    );
    expect(fits.compatible).toHaveLength(fitment.length);
    const row = fitment.find((f) => f.vehicle_id === rows[0]!.fits)!;
    expect(fits.fit.qualifiers).toEqual({ position: row.position, quantity: row.quantity, notes: row.notes });
    expect(fits.fit.qualifiers?.position).toMatch(/^(front|rear|left|right)$/);
    const other = (await productPage(slug, { vehicleId: rows[0]!.other }, database()))!;
    expect(other.fit.status).toBe('does-not-fit');
    expect(other.fit.qualifiers).toBeNull();
    expect((await productPage(slug, { vehicleId: null }, database()))!.fit.status).toBe('no-vehicle');
    // A cookie naming a vehicle that does not exist is no vehicle.
    expect((await productPage(slug, { vehicleId: 2_000_000_000 }, database()))!.fit.status).toBe('no-vehicle');
    const universal = await slugOf(`p.compatibility = 'all'`);
    expect((await productPage(universal, { vehicleId: rows[0]!.fits }, database()))!.fit.status).toBe('universal');
  });

  it('finds analogs in the same category and related parts from the same department', async () => {
    const p = (await productBySlug(await slugOf('true'), database()))!;
    const analogs = await analogProducts(p, 10, database());
    const related = await relatedProducts(p, 10, database());
    expect(analogs.every((a) => a.id !== p.id)).toBe(true);
    expect(related.every((a) => a.id !== p.id)).toBe(true);
    expect(related.length).toBeGreaterThan(0);
  });

  describeReviews(database);
});

function describeReviews(database: () => import('@/db/client').Database) {
  let productId = 0;
  const client = `test-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    const { rows } = await database().$client.query<{ id: number }>(`
      INSERT INTO products (slug, sku, part_number, name, excerpt, description, category_id, price)
      SELECT 'review-test-' || md5(random()::text), 'RVT-' || md5(random()::text), part_number, name, excerpt, description, category_id, price
      FROM products ORDER BY id LIMIT 1 RETURNING id`);
    productId = rows[0]!.id;
  });
  afterAll(async () => {
    await database().$client.query('DELETE FROM products WHERE id = $1', [productId]);
    await database().$client.query(`DELETE FROM rate_limits WHERE key LIKE 'review:test-%'`);
  });

  it('pages reviews 8 at a time, newest first, and sorts by rating', async () => {
    for (let i = 0; i < 10; i++) {
      await database().$client.query('INSERT INTO reviews (product_id, author, rating, content, created_at) VALUES ($1, $2, $3, $4, $5)', [
        productId,
        `Author ${i}`,
        (i % 5) + 1,
        `Review number ${i}`,
        new Date(Date.UTC(2026, 0, 1 + i)),
      ]);
    }
    const first = await productReviews(productId, {}, database());
    expect(first).toMatchObject({ page: 1, pages: 2, total: 10, limit: 8, sort: 'newest' });
    expect(first.items).toHaveLength(8);
    expect(first.items[0]!.author).toBe('Author 9');
    const second = await productReviews(productId, { page: 2 }, database());
    expect(second.items.map((r) => r.author)).toEqual(['Author 1', 'Author 0']);
    // Past the end: the last page.
    expect((await productReviews(productId, { page: 99 }, database())).page).toBe(2);
    const highest = await productReviews(productId, { sort: 'highest' }, database());
    expect(highest.items[0]!.rating).toBe(5);
    const lowest = await productReviews(productId, { sort: 'lowest' }, database());
    expect(lowest.items[0]!.rating).toBe(1);
  });

  it('refuses an invalid review with a message id per field, storing nothing', async () => {
    const before = (await productReviews(productId, {}, database())).total;
    const result = await addReview(productId, { author: '', rating: '9', content: 'short' }, client, database());
    expect(result).toEqual({
      ok: false,
      code: 'INVALID',
      errors: { author: 'ERROR_FORM_REQUIRED', rating: 'ERROR_REVIEW_RATING', content: 'ERROR_REVIEW_CONTENT_LENGTH' },
    });
    expect(await addReview(productId, { author: 'Ann', rating: 5, content: 'x'.repeat(2001) }, client, database())).toMatchObject({
      ok: false,
      code: 'INVALID',
    });
    expect((await productReviews(productId, {}, database())).total).toBe(before);
  });

  it('refuses a review of a product that does not exist', async () => {
    expect(await addReview(2_000_000_000, { author: 'Ann', rating: 5, content: 'Good part, fits well.' }, client, database())).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  it('stores a valid review and recomputes the rating and count in the same transaction', async () => {
    const result = await addReview(productId, { author: '  Ann  ', rating: '5', content: 'Fits my car perfectly.' }, client, database());
    expect(result.ok).toBe(true);
    const { rows } = await database().$client.query<{ rating: string; reviews_count: number; avg: string; n: number }>(
      `SELECT p.rating, p.reviews_count, (SELECT round(avg(rating)::numeric, 2) FROM reviews WHERE product_id = p.id) AS avg,
              (SELECT count(*)::int FROM reviews WHERE product_id = p.id) AS n FROM products p WHERE p.id = $1`,
      [productId],
    );
    expect(rows[0]!.reviews_count).toBe(11);
    expect(rows[0]!.n).toBe(11);
    expect(Number(rows[0]!.rating)).toBe(Number(rows[0]!.avg));
    const newest = (await productReviews(productId, {}, database())).items[0]!;
    expect(newest).toMatchObject({ author: 'Ann', rating: 5, content: 'Fits my car perfectly.' });
  });

  it('limits how many reviews one client may post in a short time', async () => {
    const other = `${client}-burst`;
    const results = [];
    for (let i = 0; i <= REVIEW_LIMIT.max; i++)
      results.push(await addReview(productId, { author: 'Bob', rating: 4, content: `Review in a burst ${i}` }, other, database()));
    expect(results.slice(0, REVIEW_LIMIT.max).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, code: 'RATE_LIMITED' });
  });
}
