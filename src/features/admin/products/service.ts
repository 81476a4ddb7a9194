import 'server-only';
// Staff's changes to products: the edit form, the list's quick price and stock edit, and bulk
// actions on a selection. Each takes its actor explicitly (actions.ts passes the signed-in staff
// member; tests pass a shopper, a visitor, staff and an admin) and, in this order: refuses anyone
// the products area is closed to (mayUse) without touching anything, validates, then changes the
// rows, writes the audit log (the changed fields' before and after) and bumps the catalogue version
// in one transaction, so the change, its record and the storefront's caches move together.
// Not a 'use server' module: its functions take the actor and the database as arguments, which a
// browser must never choose.
import { sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import { bumpCatalogVersion } from '@/features/catalog/version';
import { sanitizeDescription } from '@/features/product/description';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { recordChange } from '@/db/audit';
import { mayUse, type StaffRole } from '../model';
import {
  changedFields,
  repriceByPercent,
  searchTextOf,
  statusForStock,
  parsePercent,
  type ProductVisibility,
  type StockStatus,
} from './model';
import {
  ADMIN_PRODUCT_ERRORS,
  bulkSchema,
  productFormSchema,
  quickEditSchema,
  type BulkOperation,
  type ProductField,
  type ProductFormInput,
} from './schema';

/** Who asks: a signed-in account with its role (null for a shopper), or null for a visitor. */
export type ProductActor = { id: string; email: string; role: StaffRole | null } | null;

export type EditResult<Field extends string> =
  { ok: true; changed: boolean } | { ok: false; code: 'NOT_FOUND' } | { ok: false; code: 'INVALID'; errors: FieldErrors<Field> };
export type BulkResult =
  | { ok: true; operation: BulkOperation; changed: number }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: 'INVALID'; errors: FieldErrors<'ids' | 'operation' | 'percent' | 'stockStatus'> };

const NOT_FOUND = { ok: false, code: 'NOT_FOUND' } as const;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Staff = { id: string; email: string };
const staffOf = (actor: ProductActor): Staff | null =>
  actor && mayUse(actor.role, 'products') ? { id: actor.id, email: actor.email } : null;

/** Thrown inside a transaction to roll it back and answer with field errors. */
class Refused extends Error {
  constructor(readonly errors: FieldErrors<ProductField>) {
    super('refused');
  }
}

type Row = {
  id: number;
  sku: string;
  partNumber: string;
  name: Localized;
  description: Localized;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockStatus: StockStatus;
  visibility: ProductVisibility;
  categoryId: number;
  brandId: number | null;
};
const ROW_COLUMNS = `id, sku, part_number AS "partNumber", name, description, price, compare_at_price AS "compareAtPrice", stock,
  stock_status AS "stockStatus", visibility, category_id AS "categoryId", brand_id AS "brandId"`;

/** An array as one parameter (drizzle would spread a bare array into a list). */
const ints = (values: (number | null)[]) => sql`${sql.param(values)}::int[]`;

/** The products, locked for this transaction, in id order (so two bulk actions never deadlock). */
async function lockRows(tx: Tx, ids: number[]): Promise<Row[]> {
  const { rows } = await tx.execute<Row>(
    sql`SELECT ${sql.raw(ROW_COLUMNS)} FROM products WHERE id = ANY(${ints(ids)}) ORDER BY id FOR UPDATE`,
  );
  return rows;
}

/** A text in every language as stored: English always, the others only when given. */
const localized = (en: string, ru: string, ar: string): Localized => ({ en, ...(ru ? { ru } : {}), ...(ar ? { ar } : {}) });

/** Adds `delta` to the product count of every category the products are listed in (menus and suggestions show it). */
async function countInCategories(tx: Tx, productIds: number[], delta: 1 | -1): Promise<void> {
  if (!productIds.length) return;
  // The category rows are locked in id order first, so two bulk actions on overlapping departments wait for each other instead of deadlocking.
  await tx.execute(sql`
    SELECT 1 FROM categories WHERE id IN (SELECT category_id FROM product_categories WHERE product_id = ANY(${ints(productIds)})) ORDER BY id FOR UPDATE`);
  await tx.execute(sql`
    UPDATE categories c SET items_count = greatest(0, c.items_count + ${delta} * d.n)
      FROM (SELECT category_id, count(*)::int AS n FROM product_categories WHERE product_id = ANY(${ints(productIds)}) GROUP BY category_id) d
     WHERE c.id = d.category_id`);
}

/** Files the product under the category at `path` and each of its ancestors (the listing reads product_categories). */
async function fileUnder(tx: Tx, productId: number, path: string): Promise<void> {
  const ids = path.split('/').filter(Boolean).map(Number);
  await tx.execute(sql`DELETE FROM product_categories WHERE product_id = ${productId}`);
  await tx.execute(
    sql`INSERT INTO product_categories (product_id, category_id) SELECT ${productId}, unnest(${ints(ids)}) ON CONFLICT DO NOTHING`,
  );
}

/** Saves the edit form. */
export async function saveProduct(actor: ProductActor, raw: unknown, database: Database = db()): Promise<EditResult<ProductField>> {
  const staff = staffOf(actor);
  if (!staff) return NOT_FOUND;
  const parsed = productFormSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID', errors: fieldErrors<ProductField>(parsed.error) };
  const input: ProductFormInput = parsed.data;
  try {
    return await database.transaction(async (tx) => {
      const [before] = await lockRows(tx, [input.id]);
      if (!before) return NOT_FOUND;
      const {
        rows: [category],
      } = await tx.execute<{ path: string }>(
        sql`SELECT path FROM categories WHERE id = ${input.categoryId} AND type = 'shop' AND layout = 'products'`,
      );
      if (!category) throw new Refused({ categoryId: ADMIN_PRODUCT_ERRORS.category });
      if (input.brandId !== null && !(await tx.execute(sql`SELECT 1 FROM brands WHERE id = ${input.brandId}`)).rows.length)
        throw new Refused({ brandId: ADMIN_PRODUCT_ERRORS.brand });

      const after = {
        name: localized(input.nameEn, input.nameRu, input.nameAr),
        // Stored sanitised, as the storefront shows it (it sanitises again when rendering).
        description: localized(
          sanitizeDescription(input.descriptionEn),
          sanitizeDescription(input.descriptionRu),
          sanitizeDescription(input.descriptionAr),
        ),
        partNumber: input.partNumber,
        price: input.price,
        compareAtPrice: input.compareAtPrice,
        stock: input.stock,
        stockStatus: input.stockStatus,
        categoryId: input.categoryId,
        brandId: input.brandId,
        visibility: input.visibility,
      };
      const change = changedFields(before, after);
      if (!change) return { ok: true, changed: false };

      const { rows: interchange } = await tx.execute<{ number: string; normalized: string }>(
        sql`SELECT number, normalized FROM product_interchange WHERE product_id = ${before.id} ORDER BY id`,
      );
      const searchText = searchTextOf({ name: after.name, sku: before.sku, partNumber: after.partNumber, interchange });
      const counted = before.visibility === 'published';
      const listed = after.visibility === 'published';
      const moved = before.categoryId !== after.categoryId;
      if (counted && (moved || !listed)) await countInCategories(tx, [before.id], -1);
      await tx.execute(sql`
        UPDATE products SET name = ${JSON.stringify(after.name)}::jsonb, description = ${JSON.stringify(after.description)}::jsonb, part_number = ${after.partNumber},
               price = ${after.price}, compare_at_price = ${after.compareAtPrice}, stock = ${after.stock}, stock_status = ${after.stockStatus}::stock_status,
               category_id = ${after.categoryId}, brand_id = ${after.brandId}, visibility = ${after.visibility}::product_visibility, search_text = search_fold(${searchText})
         WHERE id = ${before.id}`);
      if (moved) await fileUnder(tx, before.id, category.path);
      if (listed && (moved || !counted)) await countInCategories(tx, [before.id], 1);
      await recordChange(tx, staff, { action: 'product.update', entity: 'product', entityKey: String(before.id), ...change });
      await bumpCatalogVersion(tx);
      return { ok: true, changed: true };
    });
  } catch (e) {
    if (e instanceof Refused) return { ok: false, code: 'INVALID', errors: e.errors };
    throw e;
  }
}

/** The list's inline edit of one product's price and stock. */
export async function quickEditProduct(
  actor: ProductActor,
  raw: unknown,
  database: Database = db(),
): Promise<EditResult<'id' | 'price' | 'stock'>> {
  const staff = staffOf(actor);
  if (!staff) return NOT_FOUND;
  const parsed = quickEditSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID', errors: fieldErrors(parsed.error) };
  const { id, price, stock } = parsed.data;
  return database.transaction(async (tx) => {
    const [before] = await lockRows(tx, [id]);
    if (!before) return NOT_FOUND;
    // A compare-at price no longer above the price would be a sale of nothing: it goes (see model.ts).
    const compareAtPrice = before.compareAtPrice !== null && before.compareAtPrice > price ? before.compareAtPrice : null;
    const after = { price, compareAtPrice, stock, stockStatus: statusForStock(stock, before.stockStatus) };
    const change = changedFields(before, after);
    if (!change) return { ok: true, changed: false };
    await tx.execute(sql`
      UPDATE products SET price = ${price}, compare_at_price = ${compareAtPrice}, stock = ${stock}, stock_status = ${after.stockStatus}::stock_status WHERE id = ${id}`);
    await recordChange(tx, staff, { action: 'product.quick-edit', entity: 'product', entityKey: String(id), ...change });
    await bumpCatalogVersion(tx);
    return { ok: true, changed: true };
  });
}

/** A bulk action on a selection: change prices by a percentage, set the stock status, hide or show. */
export async function bulkEditProducts(actor: ProductActor, raw: unknown, database: Database = db()): Promise<BulkResult> {
  const staff = staffOf(actor);
  if (!staff) return NOT_FOUND;
  const parsed = bulkSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID', errors: fieldErrors(parsed.error) };
  const { operation } = parsed.data;
  const ids = [...new Set(parsed.data.ids)];
  return database.transaction(async (tx) => {
    const rows = await lockRows(tx, ids);
    const changes: { row: Row; after: Partial<Row> }[] = [];
    for (const row of rows) {
      const after: Partial<Row> =
        operation === 'price'
          ? repriceByPercent(row, parsePercent(parsed.data.percent!)!)
          : operation === 'stock-status'
            ? { stockStatus: parsed.data.stockStatus as StockStatus }
            : { visibility: operation === 'hide' ? 'draft' : 'published' };
      if (changedFields(row, after)) changes.push({ row, after });
    }
    if (!changes.length) return { ok: true, operation, changed: 0 };
    const changedIds = changes.map((c) => c.row.id);
    if (operation === 'price') {
      const prices = changes.map((c) => c.after.price!);
      const compareAt = changes.map((c) => c.after.compareAtPrice ?? null);
      await tx.execute(sql`
        UPDATE products p SET price = v.price, compare_at_price = v.compare_at
          FROM unnest(${ints(changedIds)}, ${ints(prices)}, ${ints(compareAt)}) AS v(id, price, compare_at)
         WHERE p.id = v.id`);
    } else if (operation === 'stock-status') {
      await tx.execute(
        sql`UPDATE products SET stock_status = ${parsed.data.stockStatus}::stock_status WHERE id = ANY(${ints(changedIds)})`,
      );
    } else {
      const visibility = operation === 'hide' ? 'draft' : 'published';
      if (visibility === 'draft') await countInCategories(tx, changedIds, -1);
      await tx.execute(sql`UPDATE products SET visibility = ${visibility}::product_visibility WHERE id = ANY(${ints(changedIds)})`);
      if (visibility === 'published') await countInCategories(tx, changedIds, 1);
    }
    // One line per product, so each product's history reads on its own.
    for (const { row, after } of changes) {
      await recordChange(tx, staff, {
        action: `product.bulk-${operation}`,
        entity: 'product',
        entityKey: String(row.id),
        ...changedFields(row, after)!,
      });
    }
    await bumpCatalogVersion(tx);
    return { ok: true, operation, changed: changes.length };
  });
}
