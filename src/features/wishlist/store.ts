'use client';
// The shopper's wishlist in the browser (specification section 4): a zustand store saved to
// localStorage under 'wishlist' (version 1, see ui/persisted.ts), restored after the first render by
// <StoreHydrator>, and kept in step with other tabs. Add and remove wait 250 ms, then apply the pure
// rules of model.ts. The store holds no React hooks: `add` takes the toast text already translated
// (TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST with {product} = the product's name in the shopper's language).
import { create } from 'zustand';
import { prepareToasts, showSuccessToast } from '@/ui/toasts';
import { persisted } from '@/ui/persisted';
import { registerPersistedStore } from '@/ui/StoreHydrator';
import { addToWishlist, removeFromWishlist, restoreWishlist, type ShopProduct } from './model';

/** The specification's pause before a wishlist change applies. */
const WISHLIST_DELAY_MS = 250;
const WISHLIST_STORAGE_KEY = 'wishlist';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type WishlistState = {
  items: ShopProduct[];
  /** Adds after 250 ms (a product already there stays once), then shows `toastMessage` as a success toast either way. */
  add: (product: ShopProduct, toastMessage?: string) => Promise<void>;
  /** Removes by product id after 250 ms. */
  remove: (productId: number, toastMessage?: string) => Promise<void>;
};

export const useWishlist = create<WishlistState>()(
  persisted<WishlistState>(
    WISHLIST_STORAGE_KEY,
    (set) => ({
      items: [],
      async add(product, toastMessage) {
        if (toastMessage) prepareToasts();
        await wait(WISHLIST_DELAY_MS);
        set((s) => ({ items: addToWishlist(s.items, product) }));
        if (toastMessage) showSuccessToast(toastMessage);
      },
      async remove(productId, toastMessage) {
        if (toastMessage) prepareToasts();
        await wait(WISHLIST_DELAY_MS);
        set((s) => ({ items: removeFromWishlist(s.items, productId) }));
        if (toastMessage) showSuccessToast(toastMessage);
      },
    }),
    (restored) => (restored && typeof restored === 'object' && 'items' in restored ? { items: restoreWishlist(restored.items) } : {}),
    (s) => ({ items: s.items }),
  ),
);

registerPersistedStore(useWishlist);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === WISHLIST_STORAGE_KEY) void useWishlist.persist.rehydrate();
  });
}
