'use client';
// The shopper's compare list in the browser (specification section 4): the kept list saved to
// localStorage under 'compare' (features/kept-products/list-store.ts: 250 ms, toasts, other tabs). Its
// add toast is TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE with {product} = the product's name.
import { keptListStore } from '@/features/kept-products/list-store';

export const useCompare = keptListStore('compare');
