// The cart as it comes back from localStorage (saved.ts).
import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type CartItemOption, type Charges } from './model';
import type { CartProduct } from '@/features/kept-products/model';
import { restoreCart } from './saved';

/** The shop's charges as the owner set them: $25 shipping, free from $200, 20 % tax. */
const charges: Charges = { shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 };
const brakePads: CartProduct = {
  id: 7,
  slug: 'brake-pads',
  name: { en: 'Brake pads', ru: 'Тормозные колодки' },
  sku: 'BP-7',
  price: 4999,
  image: '/media/p/7.webp',
};
const headlight: CartProduct = { id: 9, slug: 'headlight', name: { en: 'Headlight' }, sku: 'HL-9', price: 12000, image: null };
const red = { name: 'Color', value: 'Red' };
const large = { name: 'Size', value: 'Large' };

describe('restoring a saved cart', () => {
  it('gives back a well-formed cart with its totals recalculated', () => {
    const saved = addToCart(addToCart(emptyCart(), brakePads, [red], 2, charges), headlight, [], 1, charges);
    expect(restoreCart(JSON.parse(JSON.stringify({ ...saved, total: 1, subtotal: 1, quantity: 99 })), charges)).toEqual(saved);
  });

  it('drops malformed and repeated lines and recomputes what was tampered with', () => {
    const saved = addToCart(emptyCart(), brakePads, [], 2, charges);
    const restored = restoreCart(
      {
        lastItemId: 1,
        items: [
          { ...saved.items[0], total: 1 },
          { ...saved.items[0], quantity: 5 },
          { id: 4, product: { id: 'x' }, options: [], price: 10, quantity: 1 },
          { id: 5, product: headlight, options: [], price: -10, quantity: 1 },
          { id: 6, product: headlight, options: [], price: 12000, quantity: 0 },
          'junk',
          { id: 8, product: headlight, options: [large], price: 12000, quantity: 1 },
        ],
      },
      charges,
    );
    expect(restored.items.map((i) => [i.id, i.quantity, i.total])).toEqual([
      [1, 2, 9998],
      [8, 1, 12000],
    ]);
    expect(restored.lastItemId).toBe(8);
    // 219.98 reaches the free-delivery threshold: no shipping.
    expect(restored.total).toBe(9998 + 12000 + Math.round((9998 + 12000) * 0.2));
  });

  it('gives an empty cart for anything that is not a cart', () => {
    for (const junk of [null, 42, 'cart', [], { items: 'no' }]) expect(restoreCart(junk, charges)).toEqual(emptyCart());
  });
});

describe('restoring option names', () => {
  const smoked: CartItemOption = {
    name: 'Lamp style',
    value: 'Smoked lens',
    optionSlug: 'lamp-style',
    valueSlug: 'smoked-lens',
    label: {
      name: { en: 'Lamp style', ru: 'Исполнение фонаря', ar: 'طراز المصباح' },
      value: { en: 'Smoked lens', ru: 'Тонированное стекло', ar: 'عدسة مدخّنة' },
    },
  };
  const savedBeforeLabels: CartItemOption = {
    name: 'Lamp style',
    value: 'Smoked lens',
    optionSlug: 'lamp-style',
    valueSlug: 'smoked-lens',
  };

  it('keeps the names through a save and a reload, and still reads a version 1 cart saved without them', () => {
    const cart = addToCart(addToCart(emptyCart(), headlight, [smoked], 1, charges), brakePads, [savedBeforeLabels], 1, charges);
    expect(restoreCart(JSON.parse(JSON.stringify(cart)), charges)).toEqual(cart);
    const old = {
      lastItemId: 1,
      items: [{ id: 1, product: headlight, options: [{ name: 'Lamp style', value: 'Smoked lens' }], price: 12000, quantity: 1 }],
    };
    expect(restoreCart(old, charges).items[0]!.options).toEqual([{ name: 'Lamp style', value: 'Smoked lens' }]);
  });

  it('drops a saved line whose option names are not names', () => {
    const bad = {
      lastItemId: 1,
      items: [
        {
          id: 1,
          product: headlight,
          options: [{ ...smoked, label: { name: 'Lamp style', value: { en: 'Smoked lens' } } }],
          price: 12000,
          quantity: 1,
        },
      ],
    };
    expect(restoreCart(bad, charges).items).toEqual([]);
  });
});
