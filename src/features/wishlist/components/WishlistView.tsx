'use client';
// The /wishlist page body (specification section 2): the kept products with image, name, stock, price
// (fresh from the shop, in the shopper's currency), "add to cart" and remove; an empty wishlist says so.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { CloseIcon, HeartIcon } from '@/ui/icons';
import { ProductThumb } from '@/ui/ProductThumb';
import { useHydrated } from '@/ui/hydrated';
import { AddToCartFromList } from '@/features/compare/components/AddToCartFromList';
import { StockLabel } from '@/features/kept-products/components/StockLabel';
import { useFreshProducts } from '@/features/kept-products/components/use-fresh-products';
import type { ShopProduct, StockStatus } from '@/features/kept-products/model';
import { useWishlist } from '../store';
import { productHref } from '@/routes';

/** What this page reads of the shop's fresh answer for a kept product. */
type FreshProduct = Pick<ShopProduct, 'id' | 'name' | 'price' | 'image'> & { stockStatus: StockStatus; hasOptions: boolean };

export function WishlistView() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const hydrated = useHydrated(useWishlist);
  const items = useWishlist((s) => s.items);
  const remove = useWishlist((s) => s.remove);
  const [removing, setRemoving] = useState<number[]>([]);
  const { products } = useFreshProducts<FreshProduct>(
    items.map((p) => p.id),
    hydrated,
  );

  if (!hydrated) return <div className="h-64 animate-pulse rounded-md bg-surface" aria-busy="true" />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-md border border-line px-6 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-surface text-muted">
          <HeartIcon size={30} />
        </span>
        <p className="text-lg text-ink">{t('TEXT_WISHLIST_EMPTY')}</p>
        <Link
          href="/"
          className="inline-flex h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('BUTTON_CONTINUE_SHOPPING')}
        </Link>
      </div>
    );
  }

  const onRemove = async (id: number) => {
    setRemoving((r) => [...r, id]);
    try {
      await remove(id);
    } finally {
      setRemoving((r) => r.filter((x) => x !== id));
    }
  };

  return (
    <table className="w-full text-sm" data-testid="wishlist-table">
      <caption className="sr-only">{t('HEADER_WISHLIST')}</caption>
      <thead className="hidden border-b border-line text-xs tracking-wide text-muted uppercase md:table-header-group">
        <tr>
          <th scope="col" className="py-3 pe-4 text-start font-medium">
            {t('TABLE_PRODUCT')}
          </th>
          <th scope="col" className="px-4 py-3 text-start font-medium">
            {t('TABLE_STOCK_STATUS')}
          </th>
          <th scope="col" className="px-4 py-3 text-end font-medium">
            {t('TABLE_PRICE')}
          </th>
          <th scope="col" className="py-3 ps-4">
            <span className="sr-only">{t('TABLE_ACTIONS')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((stored) => {
          const fresh = products.get(stored.id);
          const product = fresh ? { ...stored, price: fresh.price, image: fresh.image, name: fresh.name } : stored;
          const name = localize(product.name, locale);
          const status = fresh?.stockStatus ?? stored.stockStatus ?? 'in-stock';
          return (
            <tr
              key={stored.id}
              data-testid="wishlist-item"
              className={`flex flex-wrap items-center gap-x-4 gap-y-2 py-4 md:table-row md:py-0 ${removing.includes(stored.id) ? 'opacity-50' : ''}`}
            >
              <td className="min-w-0 flex-1 basis-full md:py-4 md:pe-4">
                <div className="flex items-center gap-4">
                  <ProductThumb src={product.image} alt={name} size={72} />
                  <div className="min-w-0">
                    <Link
                      href={productHref(product.slug)}
                      className="line-clamp-2 font-medium text-ink hover:text-brand focus-visible:text-brand"
                    >
                      {name}
                    </Link>
                    <span className="mt-1 block text-xs text-muted">{t('TEXT_SKU', { sku: product.sku })}</span>
                  </div>
                </div>
              </td>
              <td className="md:px-4 md:py-4">
                <StockLabel status={status} />
              </td>
              <td className="font-semibold md:px-4 md:py-4 md:text-end">
                <Price cents={product.price} />
              </td>
              <td className="ms-auto md:py-4 md:ps-4">
                <div className="flex items-center justify-end gap-2">
                  <AddToCartFromList
                    product={product}
                    hasOptions={fresh ? fresh.hasOptions : (product.hasOptions ?? true)}
                    inStock={status !== 'out-of-stock'}
                  />
                  <button
                    type="button"
                    onClick={() => void onRemove(stored.id)}
                    disabled={removing.includes(stored.id)}
                    aria-label={t('BUTTON_REMOVE_FROM_WISHLIST', { product: name })}
                    className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-wait"
                  >
                    <CloseIcon size={16} />
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
