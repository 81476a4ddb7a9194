'use client';
// A kept list in the browser (specification section 4): one factory, and the wish list
// (features/wishlist/store.ts) and the compare list (features/compare/store.ts) are two instances of
// it. Each is a zustand store saved to localStorage under its own key as { state: { items }, version:
// 1 } (ui/persisted.ts), restored after the first render by <StoreHydrator>, and kept in step with
// other tabs through the `storage` event. Add, remove and clear wait the specification's 250 ms, then
// apply the pure rules of model.ts. The store holds no React hooks: add and remove take the toast text
// already translated, and show it as a success toast (an add shows it even when the product was there).
import { create } from 'zustand';
import { prepareToasts, showSuccessToast } from '@/ui/toasts';
import { persisted } from '@/ui/persisted';
import { registerPersistedStore } from '@/ui/StoreHydrator';
import { addKept, clearKept, removeKept, type ShopProduct } from './model';
import { restoreProducts } from './restore';

/** The specification's pause before a change to a kept list applies. */
const KEPT_LIST_DELAY_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type KeptListState = {
  items: ShopProduct[];
  /** Adds after 250 ms (a product already there stays once), then shows `toastMessage` as a success toast either way. */
  add: (product: ShopProduct, toastMessage?: string) => Promise<void>;
  /** Removes by product id after 250 ms. */
  remove: (productId: number, toastMessage?: string) => Promise<void>;
  /** Empties the list after 250 ms. */
  clear: () => Promise<void>;
};

/** The browser store of the kept list saved under `storageKey` in localStorage; call once per list. */
export function keptListStore(storageKey: string) {
  const useList = create<KeptListState>()(
    persisted<KeptListState>(
      storageKey,
      (set) => ({
        items: [],
        async add(product, toastMessage) {
          if (toastMessage) prepareToasts();
          await wait(KEPT_LIST_DELAY_MS);
          set((s) => ({ items: addKept(s.items, product) }));
          if (toastMessage) showSuccessToast(toastMessage);
        },
        async remove(productId, toastMessage) {
          if (toastMessage) prepareToasts();
          await wait(KEPT_LIST_DELAY_MS);
          set((s) => ({ items: removeKept(s.items, productId) }));
          if (toastMessage) showSuccessToast(toastMessage);
        },
        async clear() {
          await wait(KEPT_LIST_DELAY_MS);
          set({ items: clearKept() });
        },
      }),
      (restored) => (restored && typeof restored === 'object' && 'items' in restored ? { items: restoreProducts(restored.items) } : {}),
      (s) => ({ items: s.items }),
    ),
  );

  registerPersistedStore(useList);

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === storageKey) void useList.persist.rehydrate();
    });
  }
  return useList;
}
