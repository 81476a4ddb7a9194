// Compare feature: the products a shopper sets side by side (specification sections 3 and 4): a list
// with no two products of the same id, added (ignored when already there), removed by product id, or
// cleared. Pure rules only; the browser state is store.ts (localStorage key 'compare'), the top-bar
// link is components/CompareCount.tsx. Entries are `ShopProduct` copies (features/cart/model.ts); the
// compare page reads the full attribute table from the server by these ids.
import { toShopProduct, type ShopProduct } from '@/features/cart/model';
import { restoreProducts } from '@/features/cart/saved';

export type { ShopProduct };

export const isInCompare = (items: readonly ShopProduct[], productId: number) => items.some((p) => p.id === productId);

/** Adds a copy of the product at the end; a product already in the list leaves it unchanged. */
export function addToCompare(items: ShopProduct[], product: ShopProduct): ShopProduct[] {
  return isInCompare(items, product.id) ? items : [...items, toShopProduct(product)];
}

/** Removes the product with this id, if present. */
export function removeFromCompare(items: ShopProduct[], productId: number): ShopProduct[] {
  return isInCompare(items, productId) ? items.filter((p) => p.id !== productId) : items;
}

/** Empties the list. */
export const clearCompare = (): ShopProduct[] => [];

/** The compare list rebuilt from saved data: malformed entries and repeated ids are dropped. */
export const restoreCompare = (raw: unknown): ShopProduct[] => restoreProducts(raw);
