// An order's lines and their vehicles (model.ts): the same part for two vehicles stays two lines, and
// a refusal for a part that does not fit names the line the shopper sent.
import { describe, expect, it } from 'vitest';
import type { Charges } from '@/features/cart/model';
import { misfitLine, priceOrder, refusedLineIndex, type CatalogProduct } from './model';

const charges: Charges = { shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 };
const pads: CatalogProduct = {
  id: 7,
  slug: 'pads',
  sku: 'BP-7',
  name: { en: 'Brake pads' },
  image: null,
  price: 4999,
  stock: 10,
  stockStatus: 'in-stock',
  options: [],
};
const catalog = new Map([[7, pads]]);

describe('order lines for vehicles', () => {
  it('keeps the same part for two vehicles as two lines, and merges repeats for one vehicle', () => {
    const r = priceOrder(
      [
        { productId: 7, options: [], quantity: 1, vehicleId: 11 },
        { productId: 7, options: [], quantity: 2, vehicleId: 12 },
        { productId: 7, options: [], quantity: 3, vehicleId: 11 },
        { productId: 7, options: [], quantity: 1 },
      ],
      catalog,
      charges,
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(r.order.lines.map((l) => [l.vehicleId, l.quantity])).toEqual([
      [11, 4],
      [12, 2],
      [null, 1],
    ]);
    expect(r.order.stockTaken.get(7)).toBe(7);
  });

  it('names the first sent line whose part does not fit its vehicle', () => {
    const lines = [
      { productId: 7, askedVehicleId: 11, fit: 'fits' as const },
      { productId: 7, askedVehicleId: 12, fit: 'does-not-fit' as const },
    ];
    const sent = [
      { productId: 9, vehicleId: null },
      { productId: 7, vehicleId: 11 },
      { productId: 7, vehicleId: 12 },
    ];
    expect(misfitLine(lines, sent)).toBe(2);
    expect(refusedLineIndex(`items.${misfitLine(lines, sent)}.vehicleId`)).toBe(2);
  });

  it('names no line when every part fits, is universal or unknown', () => {
    const lines = (['fits', 'fits-with-conditions', 'universal', 'unknown'] as const).map((fit) => ({
      productId: 7,
      askedVehicleId: 1,
      fit,
    }));
    expect(misfitLine(lines, [{ productId: 7, vehicleId: 1 }])).toBeNull();
  });
});
