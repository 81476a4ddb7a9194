// Wishlist feature: the products a shopper keeps for later (specification sections 3 and 4): a list
// with no two products of the same id, added (ignored when already there) and removed by product id.
// Pure rules only; the browser state is store.ts (localStorage key 'wishlist'), the header link is
// components/WishlistIndicator.tsx. Entries are `ShopProduct` copies (features/cart/model.ts).
import { toShopProduct, type ShopProduct } from '@/features/cart/model';
import { restoreProducts } from '@/features/cart/saved';

export type { ShopProduct };

export const isInWishlist = (items: readonly ShopProduct[], productId: number) => items.some((p) => p.id === productId);

/** Adds a copy of the product at the end; a product already in the wishlist leaves it unchanged. */
export function addToWishlist(items: ShopProduct[], product: ShopProduct): ShopProduct[] {
  return isInWishlist(items, product.id) ? items : [...items, toShopProduct(product)];
}

/** Removes the product with this id, if present. */
export function removeFromWishlist(items: ShopProduct[], productId: number): ShopProduct[] {
  return isInWishlist(items, productId) ? items.filter((p) => p.id !== productId) : items;
}

/** The wishlist rebuilt from saved data: malformed entries and repeated ids are dropped. */
export const restoreWishlist = (raw: unknown): ShopProduct[] => restoreProducts(raw);
