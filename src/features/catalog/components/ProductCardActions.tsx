'use client';
// A card's buttons: add to cart, wishlist, compare (the stores wait 250 ms and toast) and quick view.
// The wishlist and compare buttons show whether the product is already kept (aria-pressed, a filled
// heart); pressing a kept one takes it out again, so a second press never repeats "added".
// Every option of a product is required (specification section 4), and a card has no option radios:
// "Add to cart" on a product with options opens its quick view, where the shopper chooses them, and
// never adds a line without them.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { useCart } from '@/features/cart/store';
import { useKeepToggles } from '@/features/wishlist/use-keep-toggles';
import type { ShopProduct } from '@/features/kept-products/model';
import { useQuickView } from '../quick-view-store';
import { CartIcon, CompareIcon, HeartIcon, SearchIcon } from '@/ui/icons';

type Props = { product: ShopProduct; outOfStock?: boolean; compact?: boolean };

export function ProductCardActions({ product, outOfStock = false, compact = false }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const name = localize(product.name, locale);
  const [busy, setBusy] = useState<null | 'cart' | 'wishlist' | 'compare'>(null);
  const run = (what: 'cart' | 'wishlist' | 'compare', work: () => Promise<void>) => async () => {
    setBusy(what);
    try {
      await work();
    } catch (e) {
      console.error(e);
    } finally {
      setBusy(null);
    }
  };
  const { id, slug, sku, price, image } = product;
  const { wished, compared, toggleWishlist, toggleCompare } = useKeepToggles(() => product, id, name);
  const addToCart = product.hasOptions
    ? () => useQuickView.getState().open(slug)
    : run('cart', () =>
        useCart
          .getState()
          .add({ id, slug, name: product.name, sku, price, image }, [], 1, t('TEXT_TOAST_PRODUCT_ADDED_TO_CART', { product: name })),
      );
  const icon =
    'inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-line text-muted transition-colors hover:border-ink hover:text-ink disabled:opacity-50 aria-pressed:border-brand aria-pressed:text-brand';
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="card-actions">
      <button
        type="button"
        disabled={outOfStock || busy === 'cart'}
        // The accessible name starts with the visible label (WCAG 2.5.3, label in name); the icon-only button has none to repeat.
        aria-label={compact ? t('BUTTON_ADD_PRODUCT_TO_CART', { product: name }) : t('BUTTON_ADD_TO_CART_OF', { product: name })}
        aria-haspopup={product.hasOptions ? 'dialog' : undefined}
        data-has-options={product.hasOptions ? '' : undefined}
        onClick={addToCart}
        className={`inline-flex h-8 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-brand text-[13px] font-medium text-white transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-muted/60 ${compact ? 'w-10 shrink-0' : 'min-w-[5.5rem] flex-1 px-2'}`}
      >
        {compact ? (
          <CartIcon size={16} />
        ) : (
          <span aria-hidden className="truncate">
            {t('BUTTON_ADD_TO_CART')}
          </span>
        )}
      </button>
      <button
        type="button"
        className={icon}
        disabled={busy === 'wishlist'}
        aria-pressed={wished}
        aria-label={t('BUTTON_ADD_PRODUCT_TO_WISHLIST', { product: name })}
        onClick={run('wishlist', toggleWishlist)}
      >
        <HeartIcon size={16} fill={wished ? 'currentColor' : 'none'} />
      </button>
      <button
        type="button"
        className={icon}
        disabled={busy === 'compare'}
        aria-pressed={compared}
        aria-label={t('BUTTON_ADD_PRODUCT_TO_COMPARE', { product: name })}
        onClick={run('compare', toggleCompare)}
      >
        <CompareIcon size={16} />
      </button>
      <button
        type="button"
        className={icon}
        aria-label={t('BUTTON_QUICK_VIEW_PRODUCT', { product: name })}
        onClick={() => useQuickView.getState().open(slug)}
        data-testid="card-quick-view"
      >
        <SearchIcon size={16} />
      </button>
    </div>
  );
}
