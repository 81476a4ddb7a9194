// Staff's product changes against a real PostgreSQL (both test databases), through the edit form: each
// change as an admin and as staff (both may manage products) works and writes its audit line; as a
// shopper or a visitor nothing changes, no line is written and the catalogue version stays. Every
// change bumps the catalogue version, so the storefront's caches show it at once. The quick edit and
// bulk actions are quick-and-bulk.db.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { DEMO_ADMIN } from '@/seed/content';
import { mayUse } from '../model';
import { bulkEditProducts, quickEditProduct, saveProduct } from './service';
import { productAdminSuite } from './test-suite';

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
  const { admin, staff, shopper, ids, row, lines, version, form } = productAdminSuite(database);

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
});
