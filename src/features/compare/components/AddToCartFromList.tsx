'use client';
// "Add to cart" on the wishlist and compare pages. A product with purchase options cannot be added
// without choosing them, so it links to the product page instead; an out-of-stock product cannot be
// added at all. Adds one unit after the cart's 250 ms, with the cart's success toast.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { toCartProduct, type ShopProduct } from '@/features/kept-products/model';
import { useCart } from '@/features/cart/store';
import { productHref } from '@/routes';

const base =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function AddToCartFromList({ product, hasOptions, inStock }: { product: ShopProduct; hasOptions: boolean; inStock: boolean }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const add = useCart((s) => s.add);
  const [busy, setBusy] = useState(false);
  const name = localize(product.name, locale);
  if (!inStock)
    return (
      <span className={`${base} cursor-not-allowed bg-surface text-muted`} aria-disabled="true">
        {t('TEXT_STOCK_OUT_OF_STOCK')}
      </span>
    );
  if (hasOptions) {
    return (
      <Link
        href={productHref(product.slug)}
        className={`${base} border border-ink text-ink hover:bg-ink hover:text-white`}
        aria-label={t('BUTTON_SELECT_OPTIONS_OF', { product: name })}
      >
        {t('BUTTON_SELECT_OPTIONS')}
      </Link>
    );
  }
  const onClick = async () => {
    setBusy(true);
    try {
      await add(toCartProduct(product), [], 1, t('TEXT_TOAST_PRODUCT_ADDED_TO_CART', { product: name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={t('BUTTON_ADD_TO_CART_OF', { product: name })}
      className={`${base} bg-brand text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70`}
    >
      {busy && <span className="size-3.5 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden />}
      {t('BUTTON_ADD_TO_CART')}
    </button>
  );
}
