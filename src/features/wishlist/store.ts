'use client';
// The shopper's wish list in the browser (specification section 4): the kept list saved to localStorage
// under 'wishlist' (features/kept-products/list-store.ts: 250 ms, toasts, other tabs). Its add toast is
// TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST with {product} = the product's name in the shopper's language.
import { keptListStore } from '@/features/kept-products/list-store';

export const useWishlist = keptListStore('wishlist');
