import 'server-only';
// The ordered products as the order's transaction reads them: locked (SELECT … FOR UPDATE, in id
// order, so two carts racing for the last unit queue on the row and never deadlock), published only
// (a draft reads as a product that is gone), with their first image and their purchase options.
import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isPublished } from '@/db/published';
import { productImages, products } from '@/db/schema';
import { purchaseOptionsOf } from '@/features/product/queries';
import type { CatalogProduct } from './model';

export async function lockProducts(tx: Database, ids: number[]): Promise<Map<number, CatalogProduct>> {
  const rows = await tx
    .select({
      id: products.id,
      slug: products.slug,
      sku: products.sku,
      name: products.name,
      price: products.price,
      stock: products.stock,
      stockStatus: products.stockStatus,
    })
    .from(products)
    // A draft is not for sale: its line reads as a product that is gone.
    .where(and(inArray(products.id, ids), isPublished))
    .orderBy(asc(products.id))
    .for('update');
  const found = rows.map((r) => r.id);
  const [images, options] = await Promise.all([
    found.length
      ? tx
          .select({ productId: productImages.productId, url: productImages.url })
          .from(productImages)
          .where(inArray(productImages.productId, found))
          .orderBy(asc(productImages.position), asc(productImages.id))
      : [],
    purchaseOptionsOf(tx, found),
  ]);
  const catalog = new Map<number, CatalogProduct>();
  for (const r of rows)
    catalog.set(r.id, { ...r, image: images.find((i) => i.productId === r.id)?.url ?? null, options: options.get(r.id) ?? [] });
  return catalog;
}
