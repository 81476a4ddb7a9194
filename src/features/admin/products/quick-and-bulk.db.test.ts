// Staff's quick edit (price and stock from the list) and bulk actions (prices by a percentage, stock
// status, hide and show) against a real PostgreSQL (both test databases): each works as an admin and as
// staff, writes one audit line a product and bumps the catalogue version; bad input changes nothing.
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { products } from '@/db/schema';
import { bulkEditProducts, quickEditProduct } from './service';
import { productAdminSuite } from './test-suite';

vi.mock('server-only', () => ({}));

describeEachDatabase('the product admin', (database) => {
  const { admin, staff, ids, row, lines, version } = productAdminSuite(database);

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
