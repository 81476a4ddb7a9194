import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  SHIPPING,
  FREE_SHIPPING_FROM,
  TAX_RATE,
  addToCart,
  cartTotals,
  emptyCart,
  parseQuantity,
  removeCartItem,
  restoreCart,
  sameOptions,
  updateCartQuantities,
  type CartProduct,
  type ShopProduct,
} from './model';

const brakePads: CartProduct = { id: 7, slug: 'brake-pads', name: { en: 'Brake pads', ru: 'Тормозные колодки' }, sku: 'BP-7', price: 4999, image: '/media/p/7.webp' };
const headlight: CartProduct = { id: 9, slug: 'headlight', name: { en: 'Headlight' }, sku: 'HL-9', price: 12000, image: null };
const red = { name: 'Color', value: 'Red' };
const large = { name: 'Size', value: 'Large' };

describe('adding to the cart', () => {
  it('puts a new product on a new line numbered 1 with its price and total', () => {
    const cart = addToCart(emptyCart(), brakePads, [], 2);
    expect(cart.items).toEqual([{ id: 1, product: brakePads, options: [], price: 4999, quantity: 2, total: 9998 }]);
    expect(cart.lastItemId).toBe(1);
    expect(cart.quantity).toBe(2);
  });

  it('adding the same product with the same options increases the line\'s quantity', () => {
    let cart = addToCart(emptyCart(), brakePads, [red], 1);
    cart = addToCart(cart, brakePads, [red], 3);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: 1, quantity: 4, total: 4999 * 4 });
    expect(cart.lastItemId).toBe(1);
  });

  it('treats the same options in another order as the same line', () => {
    let cart = addToCart(emptyCart(), brakePads, [red, large], 1);
    cart = addToCart(cart, brakePads, [large, red], 1);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('puts the same product with other options on a new line with the next id', () => {
    let cart = addToCart(emptyCart(), brakePads, [red], 1);
    cart = addToCart(cart, brakePads, [{ name: 'Color', value: 'Blue' }], 1);
    cart = addToCart(cart, brakePads, [], 1);
    expect(cart.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(cart.lastItemId).toBe(3);
  });

  it('puts another product with the same options on its own line', () => {
    let cart = addToCart(emptyCart(), brakePads, [red], 1);
    cart = addToCart(cart, headlight, [red], 1);
    expect(cart.items.map((i) => i.product.id)).toEqual([7, 9]);
  });

  it('never reuses a removed line\'s id', () => {
    let cart = addToCart(emptyCart(), brakePads, [], 1);
    cart = addToCart(cart, headlight, [], 1);
    cart = removeCartItem(cart, 2);
    cart = addToCart(cart, headlight, [], 1);
    expect(cart.items.map((i) => i.id)).toEqual([1, 3]);
  });

  it('keeps only the cart\'s fields of a richer product copy', () => {
    const richer: ShopProduct = { ...brakePads, rating: 4, reviews: 12, stockStatus: 'in-stock' };
    expect(addToCart(emptyCart(), richer, [], 1).items[0]!.product).toEqual(brakePads);
  });

  it('ignores a quantity that is not a whole number of at least 1', () => {
    const cart = emptyCart();
    expect(addToCart(cart, brakePads, [], 0)).toBe(cart);
    expect(addToCart(cart, brakePads, [], 1.5)).toBe(cart);
  });

  it('keeps a line at the largest quantity it may hold', () => {
    let cart = addToCart(emptyCart(), brakePads, [], MAX_LINE_QUANTITY);
    cart = addToCart(cart, brakePads, [], 5);
    expect(cart.items[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('cart totals', () => {
  it('an empty cart has no shipping or tax lines and costs nothing', () => {
    expect(emptyCart()).toEqual({ lastItemId: 0, quantity: 0, items: [], subtotal: 0, totals: [], total: 0 });
    expect(cartTotals([])).toEqual({ quantity: 0, subtotal: 0, totals: [], total: 0 });
  });

  it('adds flat shipping of 25 and tax of 20 % of the subtotal', () => {
    let cart = addToCart(emptyCart(), brakePads, [], 1);
    cart = addToCart(cart, headlight, [], 1);
    const subtotal = 4999 + 12000;
    expect(SHIPPING).toBe(2500);
    expect(TAX_RATE).toBe(0.2);
    expect(cart.quantity).toBe(2);
    expect(cart.subtotal).toBe(subtotal);
    expect(cart.totals).toEqual([
      { type: 'shipping', title: 'SHIPPING', price: 2500 },
      { type: 'tax', title: 'TAX', price: Math.round(subtotal * 0.2) },
    ]);
    expect(cart.total).toBe(subtotal + 2500 + Math.round(subtotal * 0.2));
  });

  it('ships free once the subtotal reaches the free-delivery threshold', () => {
    const justBelow = addToCart(emptyCart(), { ...brakePads, price: FREE_SHIPPING_FROM - 1 }, [], 1);
    expect(justBelow.totals[0]).toEqual({ type: 'shipping', title: 'SHIPPING', price: SHIPPING });
    const reached = addToCart(emptyCart(), { ...brakePads, price: FREE_SHIPPING_FROM / 2 }, [], 2);
    expect(reached.totals[0]).toEqual({ type: 'shipping', title: 'SHIPPING', price: 0 });
    expect(reached.total).toBe(FREE_SHIPPING_FROM + Math.round(FREE_SHIPPING_FROM * TAX_RATE));
  });

  it('rounds the tax to the nearest cent', () => {
    const cart = addToCart(emptyCart(), { ...brakePads, price: 1999 }, [], 1);
    expect(cart.totals[1]!.price).toBe(400);
    expect(cart.total).toBe(1999 + 2500 + 400);
  });

  it('drops the shipping and tax lines when the last line is removed', () => {
    const cart = removeCartItem(addToCart(emptyCart(), brakePads, [], 1), 1);
    expect(cart).toMatchObject({ quantity: 0, items: [], subtotal: 0, totals: [], total: 0, lastItemId: 1 });
  });
});

describe('removing a cart line', () => {
  it('removes only the line with that id and recalculates the totals', () => {
    let cart = addToCart(emptyCart(), brakePads, [], 1);
    cart = addToCart(cart, headlight, [], 2);
    cart = removeCartItem(cart, 1);
    expect(cart.items.map((i) => i.id)).toEqual([2]);
    expect(cart.subtotal).toBe(24000);
    expect(cart.quantity).toBe(2);
  });

  it('leaves the cart as it was for an unknown line id', () => {
    const cart = addToCart(emptyCart(), brakePads, [], 1);
    expect(removeCartItem(cart, 42)).toBe(cart);
  });
});

describe('updating cart quantities', () => {
  const twoLines = () => addToCart(addToCart(emptyCart(), brakePads, [], 1), headlight, [], 1);

  it('changes the lines whose quantity differs and recalculates the totals', () => {
    const cart = updateCartQuantities(twoLines(), [{ itemId: 1, quantity: 3 }]);
    expect(cart.items[0]).toMatchObject({ quantity: 3, total: 4999 * 3 });
    expect(cart.items[1]!.quantity).toBe(1);
    expect(cart.subtotal).toBe(4999 * 3 + 12000);
    expect(cart.quantity).toBe(4);
  });

  it('leaves the cart untouched when no quantity differs', () => {
    const cart = twoLines();
    const same = updateCartQuantities(cart, [{ itemId: 1, quantity: 1 }, { itemId: 2, quantity: 1 }]);
    expect(same).toBe(cart);
    expect(same.items[0]).toBe(cart.items[0]);
  });

  it('keeps a line that is not changed as the same object', () => {
    const cart = twoLines();
    expect(updateCartQuantities(cart, [{ itemId: 1, quantity: 5 }]).items[1]).toBe(cart.items[1]);
  });

  it('ignores a quantity below 1, a fraction and an unknown line', () => {
    const cart = twoLines();
    expect(updateCartQuantities(cart, [{ itemId: 1, quantity: 0 }, { itemId: 2, quantity: -2 }, { itemId: 1, quantity: 2.5 }, { itemId: 9, quantity: 4 }])).toBe(cart);
  });
});

describe('option sets', () => {
  it('are equal with the same name/value pairs in any order', () => {
    expect(sameOptions([red, large], [large, red])).toBe(true);
    expect(sameOptions([], [])).toBe(true);
  });

  it('differ by a value, a name, or a pair more or less', () => {
    expect(sameOptions([red], [{ name: 'Color', value: 'Blue' }])).toBe(false);
    expect(sameOptions([red], [{ name: 'Colour', value: 'Red' }])).toBe(false);
    expect(sameOptions([red], [red, large])).toBe(false);
    expect(sameOptions([red, large], [])).toBe(false);
  });

  it('do not confuse pairs whose texts run together', () => {
    expect(sameOptions([{ name: 'a b', value: 'c' }], [{ name: 'a', value: 'b c' }])).toBe(false);
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

describe('restoring a saved cart', () => {
  it('gives back a well-formed cart with its totals recalculated', () => {
    const saved = addToCart(addToCart(emptyCart(), brakePads, [red], 2), headlight, [], 1);
    expect(restoreCart(JSON.parse(JSON.stringify({ ...saved, total: 1, subtotal: 1, quantity: 99 })))).toEqual(saved);
  });

  it('drops malformed and repeated lines and recomputes what was tampered with', () => {
    const saved = addToCart(emptyCart(), brakePads, [], 2);
    const restored = restoreCart({
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
    });
    expect(restored.items.map((i) => [i.id, i.quantity, i.total])).toEqual([[1, 2, 9998], [8, 1, 12000]]);
    expect(restored.lastItemId).toBe(8);
    // 219.98 reaches the free-delivery threshold: no shipping.
    expect(restored.total).toBe(9998 + 12000 + Math.round((9998 + 12000) * 0.2));
  });

  it('gives an empty cart for anything that is not a cart', () => {
    for (const junk of [null, 42, 'cart', [], { items: 'no' }]) expect(restoreCart(junk)).toEqual(emptyCart());
  });
});
