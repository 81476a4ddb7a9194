import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  addToCart,
  cartTotals,
  emptyCart,
  parseQuantity,
  removeCartItem,
  repriceCart,
  updateCartQuantities,
  type Charges,
} from './model';
import type { CartProduct, ShopProduct } from '@/features/kept-products/model';

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

describe('adding to the cart', () => {
  it('puts a new product on a new line numbered 1 with its price and total', () => {
    const cart = addToCart(emptyCart(), brakePads, [], 2, charges);
    expect(cart.items).toEqual([{ id: 1, product: brakePads, options: [], price: 4999, quantity: 2, total: 9998 }]);
    expect(cart.lastItemId).toBe(1);
    expect(cart.quantity).toBe(2);
  });

  it("adding the same product with the same options increases the line's quantity", () => {
    let cart = addToCart(emptyCart(), brakePads, [red], 1, charges);
    cart = addToCart(cart, brakePads, [red], 3, charges);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: 1, quantity: 4, total: 4999 * 4 });
    expect(cart.lastItemId).toBe(1);
  });

  it('treats the same options in another order as the same line', () => {
    let cart = addToCart(emptyCart(), brakePads, [red, large], 1, charges);
    cart = addToCart(cart, brakePads, [large, red], 1, charges);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('puts the same product with other options on a new line with the next id', () => {
    let cart = addToCart(emptyCart(), brakePads, [red], 1, charges);
    cart = addToCart(cart, brakePads, [{ name: 'Color', value: 'Blue' }], 1, charges);
    cart = addToCart(cart, brakePads, [], 1, charges);
    expect(cart.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(cart.lastItemId).toBe(3);
  });

  it('puts another product with the same options on its own line', () => {
    let cart = addToCart(emptyCart(), brakePads, [red], 1, charges);
    cart = addToCart(cart, headlight, [red], 1, charges);
    expect(cart.items.map((i) => i.product.id)).toEqual([7, 9]);
  });

  it("never reuses a removed line's id", () => {
    let cart = addToCart(emptyCart(), brakePads, [], 1, charges);
    cart = addToCart(cart, headlight, [], 1, charges);
    cart = removeCartItem(cart, 2, charges);
    cart = addToCart(cart, headlight, [], 1, charges);
    expect(cart.items.map((i) => i.id)).toEqual([1, 3]);
  });

  it("keeps only the cart's fields of a richer product copy", () => {
    const richer: ShopProduct = { ...brakePads, rating: 4, reviews: 12, stockStatus: 'in-stock' };
    expect(addToCart(emptyCart(), richer, [], 1, charges).items[0]!.product).toEqual(brakePads);
  });

  it('ignores a quantity that is not a whole number of at least 1', () => {
    const cart = emptyCart();
    expect(addToCart(cart, brakePads, [], 0, charges)).toBe(cart);
    expect(addToCart(cart, brakePads, [], 1.5, charges)).toBe(cart);
  });

  it('keeps a line at the largest quantity it may hold', () => {
    let cart = addToCart(emptyCart(), brakePads, [], MAX_LINE_QUANTITY, charges);
    cart = addToCart(cart, brakePads, [], 5, charges);
    expect(cart.items[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('cart totals', () => {
  it('an empty cart has no shipping or tax lines and costs nothing', () => {
    expect(emptyCart()).toEqual({ lastItemId: 0, quantity: 0, items: [], subtotal: 0, totals: [], total: 0 });
    expect(cartTotals([], charges)).toEqual({ quantity: 0, subtotal: 0, totals: [], total: 0 });
  });

  it('adds the flat shipping and the tax on the subtotal: $25 and 20 % as the shop has them', () => {
    let cart = addToCart(emptyCart(), brakePads, [], 1, charges);
    cart = addToCart(cart, headlight, [], 1, charges);
    const subtotal = 4999 + 12000;
    expect(cart.quantity).toBe(2);
    expect(cart.subtotal).toBe(subtotal);
    expect(cart.totals).toEqual([
      { type: 'shipping', title: 'SHIPPING', price: 2500 },
      { type: 'tax', title: 'TAX', price: Math.round(subtotal * 0.2) },
    ]);
    expect(cart.total).toBe(subtotal + 2500 + Math.round(subtotal * 0.2));
  });

  it('ships free once the subtotal reaches the free-delivery threshold', () => {
    const justBelow = addToCart(emptyCart(), { ...brakePads, price: 19999 }, [], 1, charges);
    expect(justBelow.totals[0]).toEqual({ type: 'shipping', title: 'SHIPPING', price: 2500 });
    const reached = addToCart(emptyCart(), { ...brakePads, price: 10000 }, [], 2, charges);
    expect(reached.totals[0]).toEqual({ type: 'shipping', title: 'SHIPPING', price: 0 });
    expect(reached.total).toBe(20000 + 4000);
  });

  it('always charges shipping when the owner turned free delivery off', () => {
    const cart = addToCart(emptyCart(), { ...brakePads, price: 500000 }, [], 1, { ...charges, freeShippingFrom: null });
    expect(cart.totals[0]!.price).toBe(2500);
  });

  it('charges what the owner set: $9.99 shipping, free from $50, 8.25 % tax', () => {
    const owner: Charges = { shipping: 999, freeShippingFrom: 5000, taxBasisPoints: 825 };
    const small = addToCart(emptyCart(), { ...brakePads, price: 4000 }, [], 1, owner);
    expect(small.totals).toEqual([
      { type: 'shipping', title: 'SHIPPING', price: 999 },
      { type: 'tax', title: 'TAX', price: 330 },
    ]);
    expect(small.total).toBe(4000 + 999 + 330);
    expect(addToCart(emptyCart(), { ...brakePads, price: 5000 }, [], 1, owner).totals[0]!.price).toBe(0);
    // No tax at 0 %, and the whole subtotal again at 100 %.
    expect(cartTotals(small.items, { ...owner, taxBasisPoints: 0 }).totals[1]!.price).toBe(0);
    expect(cartTotals(small.items, { ...owner, taxBasisPoints: 10000 }).totals[1]!.price).toBe(4000);
  });

  it('rounds the tax to the nearest cent, a half cent up', () => {
    const cart = addToCart(emptyCart(), { ...brakePads, price: 1999 }, [], 1, charges);
    expect(cart.totals[1]!.price).toBe(400);
    expect(cart.total).toBe(1999 + 2500 + 400);
    // 8.25 % of $1.00 is 8.25 cents, of $2.00 16.5 cents.
    expect(
      cartTotals(addToCart(emptyCart(), { ...brakePads, price: 100 }, [], 1, charges).items, { ...charges, taxBasisPoints: 825 }).totals[1]!
        .price,
    ).toBe(8);
    expect(
      cartTotals(addToCart(emptyCart(), { ...brakePads, price: 200 }, [], 1, charges).items, { ...charges, taxBasisPoints: 825 }).totals[1]!
        .price,
    ).toBe(17);
  });

  it('shows no shipping or tax lines while the shop has not handed its charges to the cart', () => {
    const cart = addToCart(emptyCart(), brakePads, [], 1, null);
    expect(cart).toMatchObject({ subtotal: 4999, totals: [], total: 4999 });
  });

  it('re-prices the same lines when the owner changes the charges, and keeps the cart when nothing changed', () => {
    const cart = addToCart(emptyCart(), brakePads, [], 1, charges);
    expect(repriceCart(cart, { ...charges })).toBe(cart);
    const repriced = repriceCart(cart, { ...charges, shipping: 1000, taxBasisPoints: 1000 });
    expect(repriced.items).toBe(cart.items);
    expect(repriced.totals.map((t) => t.price)).toEqual([1000, 500]);
    expect(repriced.total).toBe(4999 + 1000 + 500);
    expect(repriceCart(addToCart(emptyCart(), brakePads, [], 1, null), charges).total).toBe(cart.total);
  });

  it('drops the shipping and tax lines when the last line is removed', () => {
    const cart = removeCartItem(addToCart(emptyCart(), brakePads, [], 1, charges), 1, charges);
    expect(cart).toMatchObject({ quantity: 0, items: [], subtotal: 0, totals: [], total: 0, lastItemId: 1 });
  });
});

describe('removing a cart line', () => {
  it('removes only the line with that id and recalculates the totals', () => {
    let cart = addToCart(emptyCart(), brakePads, [], 1, charges);
    cart = addToCart(cart, headlight, [], 2, charges);
    cart = removeCartItem(cart, 1, charges);
    expect(cart.items.map((i) => i.id)).toEqual([2]);
    expect(cart.subtotal).toBe(24000);
    expect(cart.quantity).toBe(2);
  });

  it('leaves the cart as it was for an unknown line id', () => {
    const cart = addToCart(emptyCart(), brakePads, [], 1, charges);
    expect(removeCartItem(cart, 42, charges)).toBe(cart);
  });
});

describe('updating cart quantities', () => {
  const twoLines = () => addToCart(addToCart(emptyCart(), brakePads, [], 1, charges), headlight, [], 1, charges);

  it('changes the lines whose quantity differs and recalculates the totals', () => {
    const cart = updateCartQuantities(twoLines(), [{ itemId: 1, quantity: 3 }], charges);
    expect(cart.items[0]).toMatchObject({ quantity: 3, total: 4999 * 3 });
    expect(cart.items[1]!.quantity).toBe(1);
    expect(cart.subtotal).toBe(4999 * 3 + 12000);
    expect(cart.quantity).toBe(4);
  });

  it('leaves the cart untouched when no quantity differs', () => {
    const cart = twoLines();
    const same = updateCartQuantities(
      cart,
      [
        { itemId: 1, quantity: 1 },
        { itemId: 2, quantity: 1 },
      ],
      charges,
    );
    expect(same).toBe(cart);
    expect(same.items[0]).toBe(cart.items[0]);
  });

  it('keeps a line that is not changed as the same object', () => {
    const cart = twoLines();
    expect(updateCartQuantities(cart, [{ itemId: 1, quantity: 5 }], charges).items[1]).toBe(cart.items[1]);
  });

  it('ignores a quantity below 1, a fraction and an unknown line', () => {
    const cart = twoLines();
    expect(
      updateCartQuantities(
        cart,
        [
          { itemId: 1, quantity: 0 },
          { itemId: 2, quantity: -2 },
          { itemId: 1, quantity: 2.5 },
          { itemId: 9, quantity: 4 },
        ],
        charges,
      ),
    ).toBe(cart);
  });
});

describe('the add-to-cart quantity', () => {
  it('defaults a non-numeric or empty quantity to 1', () => {
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity(null)).toBe(1);
    expect(parseQuantity(Number.NaN)).toBe(1);
  });

  it('accepts a whole number of at least 1, typed or not', () => {
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity(MAX_LINE_QUANTITY)).toBe(MAX_LINE_QUANTITY);
  });

  it('rejects zero, a negative number, a fraction or too many, so the form shows ERROR_ADD_TO_CART_QUANTITY', () => {
    for (const bad of [0, '0', -1, '-3', 1.5, '2.5', MAX_LINE_QUANTITY + 1, Infinity]) expect(parseQuantity(bad), String(bad)).toBeNull();
  });
});
