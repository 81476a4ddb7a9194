'use client';
// The shopper's cart in the browser (specification section 4): a zustand store saved to localStorage
// under 'cart' (version 1, see ui/persisted.ts) and restored after the first render by <StoreHydrator>.
// Every change waits 250 ms, as the specification says, then applies the pure rules of model.ts to the
// cart as it is at that moment, so quick successive clicks all count.
//
// The store holds no React hooks, so it cannot translate: `add` takes the toast text already
// translated, e.g.
//   const t = useTranslations(); const locale = useLocale() as Locale;
//   await useCart.getState().add(product, options, quantity,
//     t('TEXT_TOAST_PRODUCT_ADDED_TO_CART', { product: localize(product.name, locale) }));
// The cart also follows changes made in another tab of the same browser.
import { create } from 'zustand';
import { prepareToasts, showSuccessToast } from './toasts';
import { persisted } from '@/ui/persisted';
import { registerPersistedStore } from '@/ui/StoreHydrator';
import {
  addToCart,
  emptyCart,
  removeCartItem,
  restoreCart,
  updateCartQuantities,
  type Cart,
  type CartItemOption,
  type CartProduct,
  type QuantityChange,
} from './model';

/** The specification's pause before a cart change applies. */
export const CART_DELAY_MS = 250;
export const CART_STORAGE_KEY = 'cart';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type CartState = {
  cart: Cart;
  /** Adds after 250 ms, then shows `toastMessage` (the translated TEXT_TOAST_PRODUCT_ADDED_TO_CART) as a success toast. */
  add: (product: CartProduct, options: CartItemOption[], quantity: number, toastMessage?: string) => Promise<void>;
  /** Removes a line by its id after 250 ms. */
  remove: (itemId: number) => Promise<void>;
  /** Sets line quantities after 250 ms; only lines whose quantity differs change. */
  update: (changes: QuantityChange[]) => Promise<void>;
  /** Empties the cart at once (after a successful checkout). */
  clear: () => void;
};

export const useCart = create<CartState>()(
  persisted<CartState>(
    CART_STORAGE_KEY,
    (set) => ({
      cart: emptyCart(),
      async add(product, options, quantity, toastMessage) {
        if (toastMessage) prepareToasts();
        await wait(CART_DELAY_MS);
        set((s) => ({ cart: addToCart(s.cart, product, options, quantity) }));
        if (toastMessage) showSuccessToast(toastMessage);
      },
      async remove(itemId) {
        await wait(CART_DELAY_MS);
        set((s) => ({ cart: removeCartItem(s.cart, itemId) }));
      },
      async update(changes) {
        await wait(CART_DELAY_MS);
        set((s) => ({ cart: updateCartQuantities(s.cart, changes) }));
      },
      clear() {
        set({ cart: emptyCart() });
      },
    }),
    // Nothing saved yet keeps the current cart; a saved one is checked line by line (model.restoreCart).
    (restored) => (restored && typeof restored === 'object' && 'cart' in restored ? { cart: restoreCart(restored.cart) } : {}),
    (s) => ({ cart: s.cart }),
  ),
);

registerPersistedStore(useCart);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY) void useCart.persist.rehydrate();
  });
}
