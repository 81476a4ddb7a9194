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
//
// Shipping and tax are the owner's settings: the page hands them over (`setCharges`, from the
// storefront's layout and again from the cart and checkout pages, so an open tab learns a change at
// the next of those pages) and the cart is priced with them. They are not saved: a saved cart is
// priced with the charges of the page that restores it. They are kept beside the store, not in its
// state: every change of the state is written to localStorage, and one made before the saved cart is
// restored (the charges arrive first) would overwrite that cart with the empty one.
import { create } from 'zustand';
import { prepareToasts, showSuccessToast } from '@/ui/toasts';
import { persisted } from '@/ui/persisted';
import { registerPersistedStore } from '@/ui/StoreHydrator';
import {
  addToCart,
  emptyCart,
  removeCartItem,
  repriceCart,
  updateCartQuantities,
  withOptionLabels,
  type Cart,
  type CartItemOption,
  type Charges,
  type LabelSource,
  type QuantityChange,
} from './model';
import { restoreCart } from './saved';
import type { CartProduct } from '@/features/kept-products/model';
import { currentVehicle, useGarage } from '@/features/vehicles/store';
import { vehicleLabel } from '@/features/vehicles/model';

/** The specification's pause before a cart change applies. */
export const CART_DELAY_MS = 250;
export const CART_STORAGE_KEY = 'cart';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The shop's shipping and tax, as the page handed them over; null until it has. */
let charges: Charges | null = null;

export type CartState = {
  cart: Cart;
  /** At once: prices the cart with the shop's current charges (a cart not restored yet is priced when it is). */
  setCharges: (charges: Charges) => void;
  /** Adds after 250 ms for the garage's current vehicle (the line keeps it), then shows `toastMessage` (the translated TEXT_TOAST_PRODUCT_ADDED_TO_CART) as a success toast. */
  add: (product: CartProduct, options: CartItemOption[], quantity: number, toastMessage?: string) => Promise<void>;
  /** Removes a line by its id after 250 ms. */
  remove: (itemId: number) => Promise<void>;
  /** Sets line quantities after 250 ms; only lines whose quantity differs change. */
  update: (changes: QuantityChange[]) => Promise<void>;
  /** Empties the cart at once (after a successful checkout). */
  clear: () => void;
  /** At once: gives options saved without their names in every language those of the products' current options. */
  label: (products: Map<number, LabelSource>) => void;
};

export const useCart = create<CartState>()(
  persisted<CartState>(
    CART_STORAGE_KEY,
    (set) => ({
      cart: emptyCart(),
      setCharges(next) {
        charges = next;
        if (!useCart.persist.hasHydrated()) return;
        const { cart } = useCart.getState();
        const repriced = repriceCart(cart, next);
        if (repriced !== cart) set({ cart: repriced });
      },
      async add(product, options, quantity, toastMessage) {
        if (toastMessage) prepareToasts();
        await wait(CART_DELAY_MS);
        // The vehicle current at the moment the line is added, not when the click began.
        const vehicle = currentVehicle(useGarage.getState());
        const forVehicle = vehicle ? { id: vehicle.id, label: vehicleLabel(vehicle) } : null;
        set((s) => ({ cart: addToCart(s.cart, product, options, quantity, charges, forVehicle) }));
        if (toastMessage) showSuccessToast(toastMessage);
      },
      async remove(itemId) {
        await wait(CART_DELAY_MS);
        set((s) => ({ cart: removeCartItem(s.cart, itemId, charges) }));
      },
      async update(changes) {
        await wait(CART_DELAY_MS);
        set((s) => ({ cart: updateCartQuantities(s.cart, changes, charges) }));
      },
      clear() {
        set({ cart: emptyCart() });
      },
      label(products) {
        set((s) => {
          const cart = withOptionLabels(s.cart, products);
          return cart === s.cart ? s : { cart };
        });
      },
    }),
    // Nothing saved yet keeps the current cart; a saved one is checked line by line (saved.ts restoreCart).
    (restored) => (restored && typeof restored === 'object' && 'cart' in restored ? { cart: restoreCart(restored.cart, charges) } : {}),
    (s) => ({ cart: s.cart }),
  ),
);

registerPersistedStore(useCart);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY) void useCart.persist.rehydrate();
  });
}
