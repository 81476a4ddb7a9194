// The admin's product list against a real PostgreSQL (both test databases): search by name in any
// language, SKU or part number; filters; every sort; pages; drafts listed like any product; unknown
// category or brand reported; the edit form's product and choices.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { DEMO_ADMIN } from '@/seed/content';
import { ADMIN_PRODUCTS_PAGE_SIZE, NO_PRODUCT_FILTERS, PRODUCT_SORTS, type ProductFilters } from './model';
import { adminProduct, adminProducts, productChoices } from './queries';
import { bulkEditProducts } from './service';
import { restoreProducts, snapshotProducts, type Snapshot } from './test-fixtures';

vi.mock('server-only', () => ({}));

describeEachDatabase('the admin product list', (database) => {
  type Sample = { id: number; sku: string; part_number: string; en: string; ru: string; ar: string; category: string; brand: string };
  let sample: Sample;
  let snapshot: Snapshot;
  const list = (f: Partial<ProductFilters>, locale = 'en') => adminProducts({ ...NO_PRODUCT_FILTERS, ...f }, locale, database());

  beforeAll(async () => {
    const { rows } = await database().execute<Sample>(sql`
      SELECT p.id, p.sku, p.part_number, p.name->>'en' AS en, p.name->>'ru' AS ru, p.name->>'ar' AS ar, c.slug AS category, b.slug AS brand
        FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id ORDER BY p.id OFFSET 80 LIMIT 1`);
    sample = rows[0]!;
    snapshot = await snapshotProducts(database(), [sample.id]);
  });
  afterAll(async () => {
    if (snapshot) await restoreProducts(database(), snapshot);
  });

  it('finds a product by its name in every language, its SKU and its part number', async () => {
    for (const q of [sample.en, sample.ru, sample.ar, sample.sku.toLowerCase(), sample.part_number]) {
      const { rows } = await list({ q });
      expect(
        rows.map((r) => r.id),
        q,
      ).toContain(sample.id);
    }
    expect((await list({ q: '%_no such thing_%' })).total).toBe(0);
  });

  it('filters by category (with its subcategories), brand, stock status and visibility; drafts are listed', async () => {
    const { rows } = await list({ category: sample.category, brand: sample.brand });
    expect(rows.map((r) => r.id)).toContain(sample.id);
    const {
      rows: [department],
    } = await database().execute<{ slug: string }>(sql`
      SELECT d.slug FROM categories d JOIN categories c ON c.path LIKE d.path || '%' WHERE c.slug = ${sample.category} AND d.depth = 0`);
    expect((await list({ category: department!.slug, q: sample.sku })).rows.map((r) => r.id)).toEqual([sample.id]);
    const out = await list({ stock: 'out-of-stock' });
    expect(out.rows.every((r) => r.stockStatus === 'out-of-stock')).toBe(true);

    await bulkEditProducts(
      { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, role: 'admin' },
      { ids: [String(sample.id)], operation: 'hide' },
      database(),
    );
    const drafts = await list({ visibility: 'draft' });
    expect(drafts.rows.map((r) => r.id)).toContain(sample.id);
    expect(drafts.rows.every((r) => r.visibility === 'draft')).toBe(true);
    expect((await list({ q: sample.sku })).rows[0]).toMatchObject({ id: sample.id, visibility: 'draft' });
    expect((await list({ visibility: 'published', q: sample.sku })).total).toBe(0);
  });

  it('reports a category or brand the shop does not have', async () => {
    expect((await list({ category: 'no-such-category', brand: 'no-such-brand' })).unknown).toEqual(['category', 'brand']);
  });

  it('sorts by every order, in pages, and gives the last page for a page past the end', async () => {
    for (const sort of PRODUCT_SORTS) {
      const { rows, total, pages } = await list({ sort }, 'ru');
      expect(rows).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);
      expect(pages).toBe(Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE));
      if (sort === 'price_asc') expect(rows.map((r) => r.price)).toEqual([...rows.map((r) => r.price)].sort((a, b) => a - b));
      if (sort === 'stock_desc') expect(rows.map((r) => r.stock)).toEqual([...rows.map((r) => r.stock)].sort((a, b) => b - a));
    }
    const first = await list({ sort: 'name_asc' });
    const second = await list({ sort: 'name_asc', page: 2 });
    expect(second.rows[0]!.id).not.toBe(first.rows[0]!.id);
    const past = await list({ page: 99_999 });
    expect(past.page).toBe(past.pages);
    expect(past.rows.length).toBeGreaterThan(0);
  });

  it('reads one product for the form, and the choices of category and brand', async () => {
    expect(await adminProduct(2_147_483_647, database())).toBeNull();
    const product = await adminProduct(sample.id, database());
    expect(product).toMatchObject({ id: sample.id, sku: sample.sku, name: { en: sample.en } });
    const choices = await productChoices(database());
    expect(choices.brands.some((b) => b.slug === sample.brand)).toBe(true);
    // Tree order: every category after its parent.
    const seen = new Set<number>();
    for (const c of choices.categories) {
      if (c.parentId !== null) expect(seen.has(c.parentId)).toBe(true);
      seen.add(c.id);
    }
  });
});
