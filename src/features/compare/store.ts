'use client';
// The shopper's compare list in the browser (specification section 4): a zustand store saved to
// localStorage under 'compare' (version 1, see ui/persisted.ts), restored after the first render by
// <StoreHydrator>, and kept in step with other tabs. Add, remove and clear wait 250 ms, then apply the
// pure rules of model.ts. The store holds no React hooks: `add` takes the toast text already
// translated (TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE with {product} = the product's name).
import { create } from 'zustand';
import { prepareToasts, showSuccessToast } from '@/ui/toasts';
import { persisted } from '@/ui/persisted';
import { registerPersistedStore } from '@/ui/StoreHydrator';
import { addToCompare, clearCompare, removeFromCompare, restoreCompare, type ShopProduct } from './model';

/** The specification's pause before a compare change applies. */
const COMPARE_DELAY_MS = 250;
const COMPARE_STORAGE_KEY = 'compare';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type CompareState = {
  items: ShopProduct[];
  /** Adds after 250 ms (a product already there stays once), then shows `toastMessage` as a success toast either way. */
  add: (product: ShopProduct, toastMessage?: string) => Promise<void>;
  /** Removes by product id after 250 ms. */
  remove: (productId: number, toastMessage?: string) => Promise<void>;
  /** Empties the list after 250 ms. */
  clear: () => Promise<void>;
};

export const useCompare = create<CompareState>()(
  persisted<CompareState>(
    COMPARE_STORAGE_KEY,
    (set) => ({
      items: [],
      async add(product, toastMessage) {
        if (toastMessage) prepareToasts();
        await wait(COMPARE_DELAY_MS);
        set((s) => ({ items: addToCompare(s.items, product) }));
        if (toastMessage) showSuccessToast(toastMessage);
      },
      async remove(productId, toastMessage) {
        if (toastMessage) prepareToasts();
        await wait(COMPARE_DELAY_MS);
        set((s) => ({ items: removeFromCompare(s.items, productId) }));
        if (toastMessage) showSuccessToast(toastMessage);
      },
      async clear() {
        await wait(COMPARE_DELAY_MS);
        set({ items: clearCompare() });
      },
    }),
    (restored) => (restored && typeof restored === 'object' && 'items' in restored ? { items: restoreCompare(restored.items) } : {}),
    (s) => ({ items: s.items }),
  ),
);

registerPersistedStore(useCompare);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === COMPARE_STORAGE_KEY) void useCompare.persist.rehydrate();
  });
}
