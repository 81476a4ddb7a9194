'use client';
// A card's buttons: add to cart, wishlist, compare (the stores wait 250 ms and toast) and quick view.
// The wishlist and compare buttons show whether the product is already kept (aria-pressed, a filled
// heart); pressing a kept one takes it out again, so a second press never repeats "added".
// Every option of a product is required (specification section 4), and a card has no option radios:
// "Add to cart" on a product with options opens its quick view, where the shopper chooses them, and
// never adds a line without them.
// The card carries only what its buttons say (the id, the slug and the name in the page's language):
// the copy a cart line or a list keeps (its name in every language, its price, its picture...) is
// asked from the shop on the press, which keeps a listing's page light and the kept price today's.
// A product no longer sold, or a shop out of reach, says so in an error toast and keeps nothing.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCart } from '@/features/cart/store';
import { useKeepToggles } from '@/features/wishlist/use-keep-toggles';
import { toCartProduct } from '@/features/kept-products/model';
import { productCopy } from '@/features/kept-products/components/product-copy';
import { showErrorToast } from '@/ui/toasts';
import { useQuickView } from '../quick-view-store';
import { CartIcon, CompareIcon, HeartIcon, SearchIcon } from '@/ui/icons';

/** What a card's buttons know of its product; `name` is in the page's language. */
export type CardProduct = { id: number; slug: string; name: string; hasOptions: boolean };

class NoLongerSold extends Error {}

type Props = { product: CardProduct; outOfStock?: boolean; compact?: boolean };

export function ProductCardActions({ product, outOfStock = false, compact = false }: Props) {
  const t = useTranslations();
  const { id, slug, name } = product;
  const [busy, setBusy] = useState<null | 'cart' | 'wishlist' | 'compare'>(null);
  const run = (what: 'cart' | 'wishlist' | 'compare', work: () => Promise<void>) => async () => {
    setBusy(what);
    try {
      await work();
    } catch (e) {
      console.warn('[axle] the card could not keep the product', e);
      showErrorToast(t(e instanceof NoLongerSold ? 'ERROR_PRODUCT_NO_LONGER_SOLD' : 'ERROR_SHOP_UNREACHABLE'));
    } finally {
      setBusy(null);
    }
  };
  const copy = async () => {
    const found = await productCopy(id);
    if (!found) throw new NoLongerSold();
    return found;
  };
  const { wished, compared, toggleWishlist, toggleCompare } = useKeepToggles(copy, id, name);
  const addToCart = product.hasOptions
    ? () => useQuickView.getState().open(slug)
    : run('cart', async () =>
        useCart.getState().add(toCartProduct(await copy()), [], 1, t('TEXT_TOAST_PRODUCT_ADDED_TO_CART', { product: name })),
      );
  const icon = 'card-action-icon';
  return (
    <div className="card-actions" data-testid="card-actions">
      <button
        type="button"
        disabled={outOfStock || busy === 'cart'}
        // The accessible name starts with the visible label (WCAG 2.5.3, label in name); the icon-only button has none to repeat.
        aria-label={compact ? t('BUTTON_ADD_PRODUCT_TO_CART', { product: name }) : t('BUTTON_ADD_TO_CART_OF', { product: name })}
        aria-haspopup={product.hasOptions ? 'dialog' : undefined}
        data-has-options={product.hasOptions ? '' : undefined}
        onClick={addToCart}
        className={`card-action-cart ${compact ? 'w-10 shrink-0' : 'min-w-[5.5rem] flex-1 px-2'}`}
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
