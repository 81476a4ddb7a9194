// The add-to-cart form's view of a product (PurchasableProduct), made where the product is read: by
// the product page's server and by the quick view's chunk (from the product's JSON). The colour
// swatches' classes are worked out here, so the form the page sends the browser has no colour rules.
import { swatchOf } from '@/ui/swatch';
import type { PurchasableProduct } from './model';
import type { ProductDetail } from './queries';

export function toPurchasable(p: ProductDetail): PurchasableProduct {
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    partNumber: p.partNumber,
    name: p.name,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    stockStatus: p.stockStatus,
    rating: p.rating,
    reviewsCount: p.reviewsCount,
    image: p.images[0] ?? null,
    brand: p.brand?.name ?? null,
    options: p.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, swatch: swatchOf(v.color) })) })),
  };
}
