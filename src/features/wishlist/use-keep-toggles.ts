'use client';
// Whether a product is kept in the wish list and the compare list, and the presses that toggle it
// there: adding toasts "added", pressing again takes it out and toasts "removed" (never a second
// "added"). Shared by the product cards and the product page. A card asks the shop for the product's
// copy when pressed (kept-products/components/product-copy.ts), so `product` may answer later.
import { useTranslations } from 'next-intl';
import { useCompare } from '@/features/compare/store';
import { useWishlist } from './store';
import type { ShopProduct } from '@/features/kept-products/model';

export function useKeepToggles(product: () => ShopProduct | Promise<ShopProduct>, id: number, name: string) {
  const t = useTranslations();
  const wished = useWishlist((s) => s.items.some((i) => i.id === id));
  const compared = useCompare((s) => s.items.some((i) => i.id === id));
  return {
    wished,
    compared,
    toggleWishlist: () =>
      wished
        ? useWishlist.getState().remove(id, t('TEXT_TOAST_PRODUCT_REMOVED_FROM_WISHLIST', { product: name }))
        : Promise.resolve(product()).then((copy) =>
            useWishlist.getState().add(copy, t('TEXT_TOAST_PRODUCT_ADDED_TO_WISHLIST', { product: name })),
          ),
    toggleCompare: () =>
      compared
        ? useCompare.getState().remove(id, t('TEXT_TOAST_PRODUCT_REMOVED_FROM_COMPARE', { product: name }))
        : Promise.resolve(product()).then((copy) =>
            useCompare.getState().add(copy, t('TEXT_TOAST_PRODUCT_ADDED_TO_COMPARE', { product: name })),
          ),
  };
}
