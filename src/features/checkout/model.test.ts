import { describe, expect, it } from 'vitest';
import { cartTotals, type Charges } from '@/features/cart/model';
import { resolveOptions } from '@/features/cart/line-problems';
import { priceOrder, refusedLineIndex, type CatalogProduct } from './model';

const lamp: CatalogProduct = {
  id: 1,
  slug: 'lamp',
  sku: 'L-1',
  name: { en: 'Lamp', ru: 'Лампа' },
  image: null,
  price: 1999,
  stock: 5,
  stockStatus: 'in-stock',
  options: [
    {
      slug: 'color',
      name: { en: 'Colour', ru: 'Цвет' },
      values: [
        { slug: 'red', name: { en: 'Red', ru: 'Красный' } },
        { slug: 'blue', name: { en: 'Blue', ru: 'Синий' } },
      ],
    },
    { slug: 'side', name: { en: 'Side', ru: 'Сторона' }, values: [{ slug: 'left', name: { en: 'Left', ru: 'Левая' } }] },
  ],
};
const oil: CatalogProduct = {
  id: 2,
  slug: 'oil',
  sku: 'O-1',
  name: { en: 'Oil' },
  image: null,
  price: 500,
  stock: 0,
  stockStatus: 'on-backorder',
  options: [],
};
const gone: CatalogProduct = { ...oil, id: 3, stockStatus: 'out-of-stock' };
const catalog = new Map([lamp, oil, gone].map((p) => [p.id, p]));
/** The shop's charges as the owner set them: $25 shipping, free from $200, 20 % tax. */
const charges: Charges = { shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 };
const red = [
  { optionSlug: 'color', valueSlug: 'red', name: '', value: '' },
  { optionSlug: 'side', valueSlug: 'left', name: '', value: '' },
];

describe('options chosen at checkout', () => {
  it('need every option once, with one of its values, by slug or by name in any language and order', () => {
    expect(resolveOptions(lamp, red)?.map((c) => c.value.slug)).toEqual(['red', 'left']);
    expect(
      resolveOptions(lamp, [
        { name: 'Сторона', value: 'левая' },
        { name: 'colour', value: 'BLUE' },
      ])?.map((c) => c.value.slug),
    ).toEqual(['blue', 'left']);
    expect(resolveOptions(lamp, red.slice(0, 1))).toBeNull();
    expect(resolveOptions(lamp, [red[0]!, red[0]!])).toBeNull();
    expect(resolveOptions(lamp, [{ ...red[0]!, valueSlug: 'green' }, red[1]!])).toBeNull();
    expect(resolveOptions(oil, [])).toEqual([]);
    expect(resolveOptions(oil, red)).toBeNull();
  });
});

describe('a refused order', () => {
  it('names the line a refused order points at', () => {
    expect(refusedLineIndex('items.3.options')).toBe(3);
    expect(refusedLineIndex('items.0.productId')).toBe(0);
    expect(refusedLineIndex('billingAddress.email')).toBeNull();
    expect(refusedLineIndex(undefined)).toBeNull();
  });
});

describe('pricing an order', () => {
  it('uses the catalog price and the cart totals rule, and merges repeated lines', () => {
    const r = priceOrder(
      [
        { productId: 1, options: red, quantity: 2 },
        { productId: 2, options: [], quantity: 3 },
        { productId: 1, options: red, quantity: 1 },
      ],
      catalog,
      charges,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.order.lines.map((l) => [l.productId, l.quantity, l.total])).toEqual([
      [1, 3, 5997],
      [2, 3, 1500],
    ]);
    // Each option by slug with its names in every language, so the order reads in any language later.
    expect(r.order.lines[0]!.options).toEqual([
      { optionSlug: 'color', valueSlug: 'red', name: { en: 'Colour', ru: 'Цвет' }, value: { en: 'Red', ru: 'Красный' } },
      { optionSlug: 'side', valueSlug: 'left', name: { en: 'Side', ru: 'Сторона' }, value: { en: 'Left', ru: 'Левая' } },
    ]);
    expect(r.order.subtotal).toBe(7497);
    expect(r.order.shipping).toBe(2500);
    expect(r.order.tax).toBe(Math.round(7497 * 0.2));
    expect(r.order.total).toBe(
      cartTotals(
        [
          { total: 5997, quantity: 3 },
          { total: 1500, quantity: 3 },
        ] as never,
        charges,
      ).total,
    );
    // Backorder sells without taking stock.
    expect([...r.order.stockTaken]).toEqual([[1, 3]]);
  });
  it('charges the shipping and tax it is given: the settings of the moment the order is placed', () => {
    const r = priceOrder([{ productId: 2, options: [], quantity: 2 }], catalog, {
      shipping: 999,
      freeShippingFrom: null,
      taxBasisPoints: 825,
    });
    expect(r).toMatchObject({ ok: true, order: { subtotal: 1000, shipping: 999, tax: 83, total: 1000 + 999 + 83 } });
  });

  it('refuses unknown products, bad options and more than the stock, naming the line', () => {
    expect(priceOrder([{ productId: 9, options: [], quantity: 1 }], catalog, charges)).toEqual({
      ok: false,
      error: { code: 'ERROR_CHECKOUT_PRODUCT_NOT_FOUND', param: 'items.0.productId' },
    });
    expect(priceOrder([{ productId: 1, options: [], quantity: 1 }], catalog, charges)).toMatchObject({
      ok: false,
      error: { code: 'ERROR_CHECKOUT_OPTIONS' },
    });
    expect(priceOrder([{ productId: 3, options: [], quantity: 1 }], catalog, charges)).toMatchObject({
      ok: false,
      error: { code: 'ERROR_CHECKOUT_OUT_OF_STOCK' },
    });
    expect(
      priceOrder(
        [
          { productId: 1, options: red, quantity: 4 },
          { productId: 1, options: [red[1]!, { ...red[0]!, valueSlug: 'blue' }], quantity: 2 },
        ],
        catalog,
        charges,
      ),
    ).toEqual({
      ok: false,
      error: { code: 'ERROR_CHECKOUT_OUT_OF_STOCK', param: 'items.1.quantity' },
    });
  });
});
