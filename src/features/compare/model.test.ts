import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@/features/cart/model';
import { addToCompare, clearCompare, isInCompare, removeFromCompare, restoreCompare } from './model';

const wiper: ShopProduct = {
  id: 11,
  slug: 'wiper-blade',
  name: { en: 'Wiper blade', ru: 'Щётка стеклоочистителя' },
  sku: 'WB-11',
  price: 1550,
  image: null,
  brand: 'Bosch',
  partNumber: 'AR601S',
};
const mirror: ShopProduct = {
  id: 12,
  slug: 'side-mirror',
  name: { en: 'Side mirror' },
  sku: 'SM-12',
  price: 6400,
  image: null,
  compareAtPrice: 7000,
};

describe('the compare list', () => {
  it('adds products in the order they were chosen', () => {
    expect(addToCompare(addToCompare([], wiper), mirror)).toEqual([wiper, mirror]);
  });

  it('ignores a product that is already in the list', () => {
    const list = addToCompare([], wiper);
    expect(addToCompare(list, wiper)).toBe(list);
  });

  it('removes a product by its id', () => {
    expect(removeFromCompare([wiper, mirror], 11)).toEqual([mirror]);
    const list = [wiper];
    expect(removeFromCompare(list, 99)).toBe(list);
  });

  it('clears all products', () => {
    expect(clearCompare()).toEqual([]);
  });

  it('knows whether a product is in the list', () => {
    expect(isInCompare([wiper], 11)).toBe(true);
    expect(isInCompare([], 11)).toBe(false);
  });

  it('restores saved products, dropping malformed ones and repeated ids', () => {
    expect(restoreCompare([{ ...wiper, rating: 9 }, mirror, mirror])).toEqual([mirror]);
    expect(restoreCompare({ items: [] })).toEqual([]);
  });
});
