// For the product admin's database tests: the people who act (an admin, a staff member made for the
// suite, a shopper), six products in the middle of the catalogue (kept before and put back after,
// test-fixtures.ts), the audit lines written since each test began, a product's row, the catalogue
// version, and a product's edit form as staff would post it. Call it inside a suite: it registers the
// suite's beforeAll, afterAll and beforeEach.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '@/db/client';
import { auditLog, products, users } from '@/db/schema';
import { DEMO_ADMIN, DEMO_USER } from '@/seed/content';
import { catalogVersion } from '@/features/catalog/version';
import type { ProductActor } from './service';
import { restoreProducts, snapshotProducts, type Snapshot } from './test-fixtures';

type Actor = NonNullable<ProductActor>;

export function productAdminSuite(database: () => Database) {
  const admin: ProductActor = { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, role: 'admin' };
  /** Set before the tests: the staff member, the shopper, and the products' ids. */
  const staff: Actor = { id: '', email: '', role: 'staff' };
  const shopper: Actor = { id: '', email: '', role: null };
  const ids: number[] = [];
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
    Object.assign(staff, { id, email: `products-staff-${id.slice(0, 8)}@example.com` });
    const [demo] = await d.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_USER.email));
    Object.assign(shopper, demo!);
    // Products in the middle of the catalogue, away from those other suites pick (the highest ids).
    const { rows } = await d.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE compare_at_price IS NULL AND stock_status = 'in-stock' ORDER BY id OFFSET 100 LIMIT 6`,
    );
    ids.push(...rows.map((r) => r.id));
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

  return { admin, staff, shopper, ids, row, lines, version, form };
}
