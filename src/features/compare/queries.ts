import 'server-only';
// What the compare table and the wishlist page need about the products a shopper keeps in the browser:
// fresh price, stock, rating, brand, the product's attributes (name → values) and whether it has
// purchase options (then "add to cart" leads to the product page to choose them). Read by ids, in the
// order asked, for at most MAX_COMPARE_IDS products.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { db } from '@/db/client';
import { isPublished } from '@/db/published';
import { attributeValues, attributes, brands, productAttributes, productImages, products } from '@/db/schema';
import type { Localized } from '@/db/schema/common';
import { purchaseOptionsOf, type PurchaseOption } from '@/features/product/queries';

export const MAX_COMPARE_IDS = 50;

export type CompareProduct = {
  id: number;
  slug: string;
  name: Localized;
  sku: string;
  partNumber: string;
  price: number;
  compareAtPrice: number | null;
  stockStatus: 'in-stock' | 'out-of-stock' | 'on-backorder';
  rating: number;
  reviews: number;
  image: string | null;
  brand: string | null;
  hasOptions: boolean;
  /** Purchase options and their values, in the product form's order. */
  options: PurchaseOption[];
  attributes: { slug: string; name: Localized; values: Localized[] }[];
};

export async function compareProducts(ids: number[], database = db()): Promise<CompareProduct[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_COMPARE_IDS);
  if (!wanted.length) return [];
  const [rows, images, attrs, opts] = await Promise.all([
    database
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        sku: products.sku,
        partNumber: products.partNumber,
        price: products.price,
        compareAtPrice: products.compareAtPrice,
        stockStatus: products.stockStatus,
        rating: products.rating,
        reviews: products.reviewsCount,
        brand: brands.name,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      // A draft is left out like an unknown id: the shopper's list shows it as gone.
      .where(and(inArray(products.id, wanted), isPublished)),
    database
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, wanted))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    database
      .select({ productId: productAttributes.productId, slug: attributes.slug, name: attributes.name, value: attributeValues.name })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
      .where(inArray(productAttributes.productId, wanted))
      .orderBy(asc(attributes.id), asc(attributeValues.id)),
    purchaseOptionsOf(database, wanted),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const list: CompareProduct['attributes'] = [];
    for (const a of attrs.filter((x) => x.productId === id)) {
      const entry = list.find((x) => x.slug === a.slug);
      if (entry) entry.values.push(a.value);
      else list.push({ slug: a.slug, name: a.name, values: [a.value] });
    }
    const options = opts.get(id) ?? [];
    return [
      {
        ...r,
        rating: Number(r.rating) || 0,
        image: images.find((i) => i.productId === id)?.url ?? null,
        hasOptions: options.length > 0,
        options,
        attributes: list,
      },
    ];
  });
}
