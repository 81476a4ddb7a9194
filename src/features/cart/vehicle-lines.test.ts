// Cart lines keep the vehicle current when they were added (model.ts addToCart, saved.ts restoreCart).
import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type Charges } from './model';
import type { CartProduct } from '@/features/kept-products/model';
import { restoreCart } from './saved';

const charges: Charges = { shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 };
const pads: CartProduct = { id: 7, slug: 'brake-pads', name: { en: 'Brake pads' }, sku: 'BP-7', price: 4999, image: null };
const civic = { id: 11, label: '2019 Honda Civic 2.0L I4' };
const golf = { id: 12, label: '2016 Volkswagen Golf 1.4L' };
const red = [{ name: 'Color', value: 'Red', optionSlug: 'color', valueSlug: 'red' }];

describe('a cart line and its vehicle', () => {
  it('keeps the vehicle it was added for', () => {
    const cart = addToCart(emptyCart(), pads, red, 1, charges, civic);
    expect(cart.items[0]!.vehicle).toEqual(civic);
  });

  it('grows the line when the same part is added again for the same vehicle', () => {
    const cart = addToCart(addToCart(emptyCart(), pads, red, 1, charges, civic), pads, red, 2, charges, { ...civic });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
  });

  it('makes a second line for the same part added for another vehicle, or for none', () => {
    let cart = addToCart(emptyCart(), pads, red, 1, charges, civic);
    cart = addToCart(cart, pads, red, 1, charges, golf);
    cart = addToCart(cart, pads, red, 1, charges, null);
    expect(cart.items.map((i) => [i.id, i.vehicle?.id ?? null])).toEqual([
      [1, 11],
      [2, 12],
      [3, null],
    ]);
    expect(cart.quantity).toBe(3);
  });

  it('adds for no vehicle when none is chosen: the line has no vehicle at all', () => {
    const cart = addToCart(emptyCart(), pads, [], 1, charges);
    expect(cart.items[0]).not.toHaveProperty('vehicle');
  });
});

describe('restoring saved lines with vehicles', () => {
  it('gives back the lines with their vehicles', () => {
    const saved = addToCart(addToCart(emptyCart(), pads, red, 1, charges, civic), pads, red, 1, charges, golf);
    expect(restoreCart(JSON.parse(JSON.stringify(saved)), charges)).toEqual(saved);
  });

  it('restores a cart saved before vehicles were kept, its lines for no vehicle', () => {
    const before = { lastItemId: 1, items: [{ id: 1, product: pads, options: [], price: 4999, quantity: 2, total: 9998 }] };
    const restored = restoreCart(before, charges);
    expect(restored.items).toHaveLength(1);
    expect(restored.items[0]).not.toHaveProperty('vehicle');
    expect(restored.total).toBe(9998 + 2500 + 2000);
  });

  it('drops a line whose vehicle was tampered with, and keeps the others', () => {
    const good = { id: 1, product: pads, options: [], price: 4999, quantity: 1, vehicle: civic };
    const bad = [
      { id: 2, vehicle: { id: 0, label: 'x' } },
      { id: 3, vehicle: { id: 5 } },
      { id: 4, vehicle: { id: 5, label: '' } },
      { id: 5, vehicle: { id: 5, label: 'x'.repeat(201) } },
      { id: 6, vehicle: '2019 Civic' },
      { id: 7, vehicle: null },
      { id: 8, vehicle: { id: 1.5, label: 'x' } },
    ].map((v) => ({ ...good, ...v }));
    const restored = restoreCart({ lastItemId: 8, items: [good, ...bad] }, charges);
    expect(restored.items.map((i) => i.id)).toEqual([1]);
    expect(restored.items[0]!.vehicle).toEqual(civic);
    expect(restored.lastItemId).toBe(8);
  });

  it('keeps only the vehicle fields it knows', () => {
    const restored = restoreCart(
      { items: [{ id: 1, product: pads, options: [], price: 4999, quantity: 1, vehicle: { ...civic, fit: 'fits', extra: 1 } }] },
      charges,
    );
    expect(restored.items[0]!.vehicle).toEqual(civic);
  });
});
