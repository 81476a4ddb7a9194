// Staff's product changes against a real PostgreSQL (both test databases): each change as an admin
// and as staff (both may manage products) works and writes its audit line; as a shopper or a
// visitor nothing changes, no line is written and the catalogue version stays. Every change bumps
// the catalogue version, so the storefront's caches show it at once.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { auditLog, products, users } from '@/db/schema';
import { DEMO_ADMIN, DEMO_USER } from '@/seed/content';
import { catalogVersion } from '@/features/catalog/version';
import { mayUse } from '../model';
import { bulkEditProducts, quickEditProduct, saveProduct, type ProductActor } from './service';
import { restoreProducts, snapshotProducts, type Snapshot } from './test-fixtures';

vi.mock('server-only', () => ({}));

describe('who may manage products', () => {
  it('admins and staff; shoppers and visitors never', () => {
    expect(mayUse('admin', 'products')).toBe(true);
    expect(mayUse('staff', 'products')).toBe(true);
    expect(mayUse(null, 'products')).toBe(false);
    expect(mayUse(undefined, 'products')).toBe(false);
  });
});

describeEachDatabase('the product admin', (database) => {
  const admin: ProductActor = { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, role: 'admin' };
  let staff: ProductActor;
  let shopper: ProductActor;
  let ids: number[] = [];
  let snapshot: Snapshot;
  let since = 0;

  const row = async (id: number) => (await database().select().from(products).where(eq(products.id, id)))[0]!;
  const lines = async (id?: number) =>
    database()
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.entity, 'product'), ...(id ? [eq(auditLog.entityKey, String(id))] : [])))
      .orderBy(auditLog.id);
  const version = async () => Number(await catalogVersion(database()));
  const form = async (id: number, change: Record<string, string> = {}) => {
    const p = await row(id);
    return {
      id: String(id),
      nameEn: p.name.en,
      nameRu: p.name.ru ?? '',
      nameAr: p.name.ar ?? '',
      descriptionEn: p.description.en,
      descriptionRu: p.description.ru ?? '',
      descriptionAr: p.description.ar ?? '',
      partNumber: p.partNumber,
      price: (p.price / 100).toFixed(2),
      compareAtPrice: p.compareAtPrice === null ? '' : (p.compareAtPrice / 100).toFixed(2),
      stock: String(p.stock),
      stockStatus: p.stockStatus,
      categoryId: String(p.categoryId),
      brandId: p.brandId === null ? '' : String(p.brandId),
      visibility: p.visibility,
      ...change,
    };
  };

  beforeAll(async () => {
    const d = database();
    const id = randomUUID();
    await d.insert(users).values({ id, email: `products-staff-${id.slice(0, 8)}@example.com`, name: 'Stock Keeper', role: 'staff' });
    staff = { id, email: `products-staff-${id.slice(0, 8)}@example.com`, role: 'staff' };
    const [demo] = await d.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_USER.email));
    shopper = { ...demo!, role: null };
    // Products in the middle of the catalogue, away from those other suites pick (the highest ids).
    const { rows } = await d.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE compare_at_price IS NULL AND stock_status = 'in-stock' ORDER BY id OFFSET 100 LIMIT 6`,
    );
    ids = rows.map((r) => r.id);
    snapshot = await snapshotProducts(d, ids);
  });
  afterAll(async () => {
    if (snapshot) await restoreProducts(database(), snapshot);
  });
  beforeEach(async () => {
    const [last] = await database()
      .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog);
    since = last!.id;
  });

  describe('the edit form', () => {
    it('saves as an admin: the changed fields, their audit line, new search text and a new catalogue version', async () => {
      const id = ids[0]!;
      const before = await row(id);
      const v = await version();
      const result = await saveProduct(
        admin,
        await form(id, {
          nameRu: 'Тестовый фильтр Zqxw ёмкость',
          nameAr: 'مِضَخّة أمامية',
          price: '123.45',
          compareAtPrice: '150',
          stock: '9',
          descriptionEn: '<p onclick="x()">Safe</p><script>alert(1)</script>',
        }),
        database(),
      );
      expect(result).toEqual({ ok: true, changed: true });
      const after = await row(id);
      expect(after).toMatchObject({
        price: 12345,
        compareAtPrice: 15000,
        stock: 9,
        name: { ...before.name, ru: 'Тестовый фильтр Zqxw ёмкость', ar: 'مِضَخّة أمامية' },
        description: { ...before.description, en: '<p>Safe</p>' },
      });
      // Folded as search compares text (search_fold): ё → е, harakat gone, أ → ا, ة → ه.
      expect(after.searchText).toContain('тестовый фильтр zqxw емкость');
      expect(after.searchText).toContain('مضخه اماميه');
      expect(await version()).toBeGreaterThan(v);
      const [line, ...more] = await lines(id);
      expect(more).toEqual([]);
      expect(line).toMatchObject({ action: 'product.update', actorId: DEMO_ADMIN.id, actorEmail: DEMO_ADMIN.email });
      expect(Object.keys(line!.after as object).sort()).toEqual(['compareAtPrice', 'description', 'name', 'price', 'stock']);
      expect(line!.before).toMatchObject({ price: before.price, compareAtPrice: null, stock: before.stock });
    });

    it('saves as staff; saving the same values again changes nothing and writes no line', async () => {
      const id = ids[1]!;
      expect(await saveProduct(staff, await form(id, { stockStatus: 'on-backorder' }), database())).toEqual({ ok: true, changed: true });
      expect((await row(id)).stockStatus).toBe('on-backorder');
      expect((await lines(id))[0]).toMatchObject({
        action: 'product.update',
        actorEmail: staff!.email,
        before: { stockStatus: 'in-stock' },
        after: { stockStatus: 'on-backorder' },
      });
      const v = await version();
      expect(await saveProduct(staff, await form(id), database())).toEqual({ ok: true, changed: false });
      expect(await lines(id)).toHaveLength(1);
      expect(await version()).toBe(v);
    });

    it.each([
      ['a shopper', () => shopper],
      ['a visitor', () => null],
    ])('as %s changes nothing', async (_who, actor) => {
      const id = ids[0]!;
      const before = await row(id);
      const v = await version();
      expect(await saveProduct(actor(), await form(id, { price: '1.00', visibility: 'draft' }), database())).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
      expect(await quickEditProduct(actor(), { id: String(id), price: '1', stock: '0' }, database())).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
      expect(await bulkEditProducts(actor(), { ids: [String(id)], operation: 'hide' }, database())).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
      expect(await row(id)).toEqual(before);
      expect(await lines()).toEqual([]);
      expect(await version()).toBe(v);
    });

    it('refuses bad input field by field, changing nothing', async () => {
      const id = ids[0]!;
      const before = await row(id);
      const result = await saveProduct(
        admin,
        await form(id, { nameEn: '', price: '0', stock: '2147483648', compareAtPrice: '1', categoryId: '9' }),
        database(),
      );
      expect(result).toMatchObject({
        ok: false,
        code: 'INVALID',
        errors: { nameEn: 'ERROR_FORM_REQUIRED', price: 'ERROR_ADMIN_PRICE', stock: 'ERROR_ADMIN_STOCK' },
      });
      // A category that lists no products (a department), a brand that does not exist, an id no product has.
      const {
        rows: [department],
      } = await database().execute<{ id: number }>(sql`SELECT id FROM categories WHERE type = 'shop' AND layout = 'categories' LIMIT 1`);
      expect(await saveProduct(admin, await form(id, { categoryId: String(department!.id) }), database())).toEqual({
        ok: false,
        code: 'INVALID',
        errors: { categoryId: 'ERROR_ADMIN_CATEGORY_UNKNOWN' },
      });
      expect(await saveProduct(admin, await form(id, { brandId: '2147483647' }), database())).toEqual({
        ok: false,
        code: 'INVALID',
        errors: { brandId: 'ERROR_ADMIN_BRAND_UNKNOWN' },
      });
      expect(await saveProduct(admin, { ...(await form(id)), id: '2147483647' }, database())).toEqual({ ok: false, code: 'NOT_FOUND' });
      expect(await row(id)).toEqual(before);
      expect(await lines()).toEqual([]);
    });

    it('moves a product to another category: its category rows and both categories’ counts follow', async () => {
      const id = ids[2]!;
      const p = await row(id);
      const {
        rows: [target],
      } = await database().execute<{ id: number; path: string }>(sql`
        SELECT id, path FROM categories WHERE type = 'shop' AND layout = 'products' AND id <> ${p.categoryId} ORDER BY id LIMIT 1`);
      const count = async (categoryId: number) =>
        (await database().execute<{ n: number }>(sql`SELECT items_count AS n FROM categories WHERE id = ${categoryId}`)).rows[0]!.n;
      const [oldCount, newCount] = [await count(p.categoryId), await count(target!.id)];
      expect(await saveProduct(admin, await form(id, { categoryId: String(target!.id) }), database())).toEqual({ ok: true, changed: true });
      const listed = (
        await database().execute<{ category_id: number }>(
          sql`SELECT category_id FROM product_categories WHERE product_id = ${id} ORDER BY category_id`,
        )
      ).rows.map((r) => r.category_id);
      expect(listed).toEqual(
        target!.path
          .split('/')
          .filter(Boolean)
          .map(Number)
          .sort((a, b) => a - b),
      );
      expect([await count(p.categoryId), await count(target!.id)]).toEqual([oldCount - 1, newCount + 1]);
    });
  });

  describe('the quick edit', () => {
    it('changes price and stock as an admin; a stock of 0 is out of stock', async () => {
      const id = ids[3]!;
      const v = await version();
      expect(await quickEditProduct(admin, { id: String(id), price: '19,90', stock: '0' }, database())).toEqual({
        ok: true,
        changed: true,
      });
      expect(await row(id)).toMatchObject({ price: 1990, stock: 0, stockStatus: 'out-of-stock' });
      expect(await version()).toBeGreaterThan(v);
      expect((await lines(id))[0]).toMatchObject({
        action: 'product.quick-edit',
        after: { price: 1990, stock: 0, stockStatus: 'out-of-stock' },
      });
    });

    it('works for staff; stock back above 0 is in stock again', async () => {
      const id = ids[3]!;
      expect(await quickEditProduct(staff, { id: String(id), price: '19.90', stock: '4' }, database())).toEqual({
        ok: true,
        changed: true,
      });
      expect(await row(id)).toMatchObject({ price: 1990, stock: 4, stockStatus: 'in-stock' });
      expect((await lines(id))[0]).toMatchObject({
        actorEmail: staff!.email,
        before: { stock: 0, stockStatus: 'out-of-stock' },
        after: { stock: 4, stockStatus: 'in-stock' },
      });
    });

    it('refuses a bad price or stock', async () => {
      expect(await quickEditProduct(admin, { id: String(ids[3]), price: '-1', stock: 'many' }, database())).toEqual({
        ok: false,
        code: 'INVALID',
        errors: { price: 'ERROR_ADMIN_PRICE', stock: 'ERROR_ADMIN_STOCK' },
      });
    });
  });

  describe('bulk actions', () => {
    it('changes prices by a percentage as an admin, one audit line a product, one version bump', async () => {
      const selection = ids.slice(4, 6);
      const before = await database()
        .select({ id: products.id, price: products.price })
        .from(products)
        .where(inArray(products.id, selection))
        .orderBy(products.id);
      const v = await version();
      expect(await bulkEditProducts(admin, { ids: selection.map(String), operation: 'price', percent: '+10' }, database())).toEqual({
        ok: true,
        operation: 'price',
        changed: 2,
      });
      for (const b of before) expect((await row(b.id)).price).toBe(Math.round(b.price * 1.1));
      expect((await lines()).map((l) => l.entityKey).sort()).toEqual(selection.map(String).sort());
      expect((await lines())[0]).toMatchObject({ action: 'product.bulk-price' });
      expect(await version()).toBeGreaterThan(v);
    });

    it('sets the stock status, hides and shows as staff; categories count only published products', async () => {
      const selection = ids.slice(4, 6).map(String);
      expect(
        await bulkEditProducts(staff, { ids: selection, operation: 'stock-status', stockStatus: 'on-backorder' }, database()),
      ).toMatchObject({ ok: true, changed: 2 });
      const leaf = (await row(ids[4]!)).categoryId;
      const count = async () =>
        (await database().execute<{ n: number }>(sql`SELECT items_count AS n FROM categories WHERE id = ${leaf}`)).rows[0]!.n;
      const shown = await count();
      expect(await bulkEditProducts(staff, { ids: selection, operation: 'hide' }, database())).toMatchObject({ ok: true, changed: 2 });
      expect((await row(ids[4]!)).visibility).toBe('draft');
      expect(await count()).toBe(shown - ((await row(ids[5]!)).categoryId === leaf ? 2 : 1));
      // Hiding again changes nothing.
      expect(await bulkEditProducts(staff, { ids: selection, operation: 'hide' }, database())).toMatchObject({ ok: true, changed: 0 });
      expect(await bulkEditProducts(staff, { ids: selection, operation: 'show' }, database())).toMatchObject({ ok: true, changed: 2 });
      expect(await count()).toBe(shown);
      expect((await lines()).map((l) => l.action)).toEqual([
        'product.bulk-stock-status',
        'product.bulk-stock-status',
        'product.bulk-hide',
        'product.bulk-hide',
        'product.bulk-show',
        'product.bulk-show',
      ]);
    });

    it('refuses an empty selection and a percentage out of bounds', async () => {
      expect(await bulkEditProducts(admin, { ids: [], operation: 'hide' }, database())).toMatchObject({
        ok: false,
        code: 'INVALID',
        errors: { ids: 'ERROR_ADMIN_BULK_NONE' },
      });
      expect(await bulkEditProducts(admin, { ids: [String(ids[4])], operation: 'price', percent: '-95' }, database())).toMatchObject({
        ok: false,
        code: 'INVALID',
        errors: { percent: 'ERROR_ADMIN_PERCENT' },
      });
      expect(await lines()).toEqual([]);
    });
  });
});
