// The rules of a kept list (the wish list and the compare list are two of them), and a list as it
// comes back from localStorage (restore.ts).
import { describe, expect, it } from 'vitest';
import { addKept, clearKept, isKept, removeKept, type ShopProduct } from './model';
import { restoreProducts } from './restore';

const oilFilter: ShopProduct = {
  id: 3,
  slug: 'oil-filter',
  name: { en: 'Oil filter', ar: 'فلتر زيت' },
  sku: 'OF-3',
  price: 899,
  image: null,
  rating: 4.5,
  reviews: 8,
  stockStatus: 'in-stock',
};
const sparkPlug: ShopProduct = { id: 5, slug: 'spark-plug', name: { en: 'Spark plug' }, sku: 'SP-5', price: 450, image: '/media/p/5.webp' };
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

describe('a kept list', () => {
  it('adds products at the end, in the order they were chosen', () => {
    const list = addKept(addKept([], oilFilter), sparkPlug);
    expect(list).toEqual([oilFilter, sparkPlug]);
    expect(addKept(addKept(list, wiper), mirror)).toEqual([oilFilter, sparkPlug, wiper, mirror]);
  });

  it('ignores a product that is already in it, keeping the copy it has', () => {
    const list = addKept([], oilFilter);
    expect(addKept(list, { ...oilFilter, price: 1 })).toBe(list);
    expect(addKept(list, oilFilter)).toBe(list);
  });

  it('keeps only the known product fields', () => {
    const fromPage = { ...sparkPlug, description: '<p>long text</p>' } as ShopProduct;
    expect(addKept([], fromPage)).toEqual([sparkPlug]);
  });

  it('removes a product by its id and leaves the rest', () => {
    const list = [oilFilter, sparkPlug];
    expect(removeKept(list, 3)).toEqual([sparkPlug]);
    expect(removeKept(list, 99)).toBe(list);
    expect(removeKept([wiper, mirror], 11)).toEqual([mirror]);
    expect(removeKept([wiper], 11)).toEqual([]);
  });

  it('clears all products', () => {
    expect(clearKept()).toEqual([]);
  });

  it('knows whether a product is in it', () => {
    expect(isKept([oilFilter], 3)).toBe(true);
    expect(isKept([oilFilter], 5)).toBe(false);
    expect(isKept([oilFilter, wiper], 11)).toBe(true);
    expect(isKept([], 11)).toBe(false);
  });
});

describe('a kept list restored from localStorage', () => {
  it('drops malformed products and repeated ids', () => {
    expect(restoreProducts([oilFilter, { id: 'bad' }, { ...oilFilter, price: 1 }, sparkPlug, null])).toEqual([oilFilter, sparkPlug]);
    expect(restoreProducts([{ ...wiper, rating: 9 }, mirror, mirror])).toEqual([mirror]);
  });

  it('is empty for anything that is not a list', () => {
    expect(restoreProducts('junk')).toEqual([]);
    expect(restoreProducts({ items: [] })).toEqual([]);
  });
});
