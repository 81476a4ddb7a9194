// The browser's cart with the shop's charges: the page hands them over as it starts, usually before
// the saved cart is restored from localStorage; the saved cart must survive that and be priced with them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Charges } from './model';
import type { CartProduct } from '@/features/kept-products/model';

const saved = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => saved.get(k) ?? null,
  setItem: (k: string, v: string) => void saved.set(k, v),
  removeItem: (k: string) => void saved.delete(k),
};

let useCart: typeof import('./store').useCart;
beforeAll(async () => {
  Object.assign(globalThis, { window: { localStorage, addEventListener: () => {} } });
  ({ useCart } = await import('./store'));
});

const pads: CartProduct = { id: 7, slug: 'brake-pads', name: { en: 'Brake pads' }, sku: 'BP-7', price: 4999, image: null };
const shop: Charges = { shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 };

describe('the cart in the browser', () => {
  it('keeps the saved cart when the shop’s charges arrive before it is restored, and prices it with them', async () => {
    saved.set(
      'cart',
      JSON.stringify({
        version: 1,
        state: { cart: { lastItemId: 1, items: [{ id: 1, product: pads, options: [], price: 4999, quantity: 2 }] } },
      }),
    );
    useCart.getState().setCharges(shop);
    expect(JSON.parse(saved.get('cart')!).state.cart.items).toHaveLength(1);
    await useCart.persist.rehydrate();
    const { cart } = useCart.getState();
    expect(cart.items).toHaveLength(1);
    expect(cart.totals.map((t) => t.price)).toEqual([2500, 2000]);
    expect(cart.total).toBe(9998 + 2500 + 2000);
  });

  it('re-prices the restored cart when a page brings changed charges, and saves it', () => {
    useCart.getState().setCharges({ shipping: 999, freeShippingFrom: null, taxBasisPoints: 1000 });
    expect(useCart.getState().cart.total).toBe(9998 + 999 + 1000);
    expect(JSON.parse(saved.get('cart')!).state.cart.total).toBe(9998 + 999 + 1000);
  });
});
