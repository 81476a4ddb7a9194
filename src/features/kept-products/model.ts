// Kept products: the product copy the browser keeps in cart lines and in the shopper's lists (the
// wish list and the compare list, specification sections 3 and 4), and the rules of such a list: no
// two products of one id, a product added at the end (ignored when already there), removed by id,
// or the whole list cleared. Pure rules, no I/O. The list's browser store is list-store.ts (one
// factory; features/wishlist and features/compare each make one instance), the checks a copy passes
// coming back from localStorage are restore.ts (the cart's saved lines use them too), and fresh data
// for kept ids comes from components/use-fresh-products.ts (and one product's copy for a card's press
// from components/product-copy.ts). This feature imports no other feature:
// the cart, the wish list and the compare list all build on it.
import type { Localized } from '@/db/schema/common';

export type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder';

/** The product copy a cart line keeps. */
export type CartProduct = {
  id: number;
  slug: string;
  name: Localized;
  sku: string;
  /** USD cents. */
  price: number;
  image: string | null;
};

/** The product copy the wish list and the compare list keep: the cart's copy plus what their tables show. */
export type ShopProduct = CartProduct & {
  /** USD cents, when the product is on sale. */
  compareAtPrice?: number | null;
  rating?: number;
  reviews?: number;
  stockStatus?: StockStatus;
  partNumber?: string;
  brand?: string | null;
  /** The product has purchase options, so it is added from its page or quick view, never with one click. */
  hasOptions?: boolean;
};

/** The product copy a cart line keeps (a list entry carries more than the cart needs). */
export const toCartProduct = ({ id, slug, name, sku, price, image }: CartProduct): CartProduct => ({ id, slug, name, sku, price, image });

/** The product copy a list keeps: only the known fields, so storage stays small. */
function toShopProduct(p: ShopProduct): ShopProduct {
  const copy: ShopProduct = toCartProduct(p);
  if (p.compareAtPrice !== undefined) copy.compareAtPrice = p.compareAtPrice;
  if (p.rating !== undefined) copy.rating = p.rating;
  if (p.reviews !== undefined) copy.reviews = p.reviews;
  if (p.stockStatus !== undefined) copy.stockStatus = p.stockStatus;
  if (p.partNumber !== undefined) copy.partNumber = p.partNumber;
  if (p.brand !== undefined) copy.brand = p.brand;
  if (p.hasOptions !== undefined) copy.hasOptions = p.hasOptions;
  return copy;
}

export const isKept = (items: readonly ShopProduct[], productId: number) => items.some((p) => p.id === productId);

/** Adds a copy of the product at the end; a product already in the list leaves it unchanged. */
export function addKept(items: ShopProduct[], product: ShopProduct): ShopProduct[] {
  return isKept(items, product.id) ? items : [...items, toShopProduct(product)];
}

/** Removes the product with this id, if present. */
export function removeKept(items: ShopProduct[], productId: number): ShopProduct[] {
  return isKept(items, productId) ? items.filter((p) => p.id !== productId) : items;
}

/** Empties the list. */
export const clearKept = (): ShopProduct[] => [];
