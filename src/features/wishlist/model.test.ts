import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@/features/cart/model';
import { addToWishlist, isInWishlist, removeFromWishlist, restoreWishlist } from './model';

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

describe('the wishlist', () => {
  it('adds a product at the end', () => {
    expect(addToWishlist(addToWishlist([], oilFilter), sparkPlug)).toEqual([oilFilter, sparkPlug]);
  });

  it('ignores a product that is already on it', () => {
    const list = addToWishlist([], oilFilter);
    expect(addToWishlist(list, { ...oilFilter, price: 1 })).toBe(list);
  });

  it('keeps only the known product fields', () => {
    const fromPage = { ...sparkPlug, description: '<p>long text</p>' } as ShopProduct;
    expect(addToWishlist([], fromPage)).toEqual([sparkPlug]);
  });

  it('removes a product by its id and leaves the rest', () => {
    const list = [oilFilter, sparkPlug];
    expect(removeFromWishlist(list, 3)).toEqual([sparkPlug]);
    expect(removeFromWishlist(list, 99)).toBe(list);
  });

  it('knows whether a product is on it', () => {
    expect(isInWishlist([oilFilter], 3)).toBe(true);
    expect(isInWishlist([oilFilter], 5)).toBe(false);
  });

  it('restores saved products, dropping malformed ones and repeated ids', () => {
    expect(restoreWishlist([oilFilter, { id: 'bad' }, { ...oilFilter, price: 1 }, sparkPlug, null])).toEqual([oilFilter, sparkPlug]);
    expect(restoreWishlist('junk')).toEqual([]);
  });
});
