'use client';
// The add-to-cart form of the product page and the quick view: options, quantity, add to cart, and
// (on the page) wishlist and compare. A refused add shows ERROR_ADD_TO_CART_OPTIONS or
// ERROR_ADD_TO_CART_QUANTITY as an alert; buttons show a loading state that always ends, also when
// the action fails (the failure is logged, section 8).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { parseQuantity } from '@/features/cart/model';
import { toCartProduct } from '@/features/kept-products/model';
import { useCart } from '@/features/cart/store';
import { useKeepToggles } from '@/features/wishlist/use-keep-toggles';
import { CartIcon, CompareIcon, HeartIcon } from '@/ui/icons';
import { QUANTITY_MAX, QUANTITY_MIN, checkOptions, localizeOptions, type PurchasableProduct } from '../model';
import { OptionsFieldset } from './OptionsFieldset';
import { QuantityInput } from './QuantityInput';

type Props = {
  product: PurchasableProduct;
  /** The quick view's layout: no wishlist or compare buttons. */
  compact?: boolean;
  /** Called after the product went into the cart (the quick view closes). */
  onAdded?: () => void;
};
type Busy = 'cart' | 'wishlist' | 'compare' | null;

function Spinner() {
  return <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />;
}

export function AddToCartForm({ product, compact = false, onAdded }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const name = localize(product.name, locale);
  const options = useMemo(() => localizeOptions(product.options, (x) => localize(x, locale)), [product.options, locale]);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState<number | ''>(1);
  const [error, setError] = useState<{ kind: 'options' | 'quantity'; text: string; missing: string[] } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const shopProduct = () => ({
    ...toCartProduct(product),
    compareAtPrice: product.compareAtPrice,
    rating: product.rating,
    reviews: product.reviewsCount,
    stockStatus: product.stockStatus,
    partNumber: product.partNumber,
    brand: product.brand,
    hasOptions: product.options.length > 0,
  });
  const keep = useKeepToggles(shopProduct, product.id, name);

  // Busy buttons are aria-disabled, not disabled: a disabled button drops the keyboard focus to
  // <body>, and the shopper would have to find their way back to the form.
  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    try {
      await action();
    } catch (e) {
      console.error(`[product] ${kind} failed`, e);
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkOptions(options, chosen);
    if (!checked.ok) {
      const missing = options.filter((o) => checked.missing.includes(o.name)).map((o) => o.slug);
      setError({ kind: 'options', text: t('ERROR_ADD_TO_CART_OPTIONS', { options: checked.missing.join(', ') }), missing });
      return;
    }
    const qty = parseQuantity(quantity);
    if (qty === null) {
      setError({ kind: 'quantity', text: t('ERROR_ADD_TO_CART_QUANTITY', { min: QUANTITY_MIN, max: QUANTITY_MAX }), missing: [] });
      return;
    }
    setError(null);
    void run('cart', async () => {
      await useCart.getState().add(toCartProduct(product), checked.options, qty, t('TEXT_TOAST_PRODUCT_ADDED_TO_CART', { product: name }));
      onAdded?.();
    });
  };

  const choose = (option: string, value: string) => {
    setChosen((c) => ({ ...c, [option]: value }));
    if (error?.kind === 'options') {
      const missing = error.missing.filter((m) => m !== option);
      setError(
        missing.length
          ? {
              ...error,
              missing,
              text: t('ERROR_ADD_TO_CART_OPTIONS', {
                options: options
                  .filter((o) => missing.includes(o.slug))
                  .map((o) => o.name)
                  .join(', '),
              }),
            }
          : null,
      );
    }
  };

  const secondary = 'add-to-cart-secondary';

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      data-testid="add-to-cart-form"
      aria-label={t('BUTTON_ADD_TO_CART')}
    >
      <OptionsFieldset
        idPrefix={id}
        options={options}
        chosen={chosen}
        onChoose={choose}
        missing={error?.kind === 'options' ? error.missing : []}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-md border border-nofit/30 bg-nofit/5 px-3 py-2 text-sm text-nofit">
          {error.text}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-qty`} className="text-sm font-semibold text-ink">
            {t('INPUT_QUANTITY_LABEL')}
          </label>
          <QuantityInput
            id={`${id}-qty`}
            value={quantity}
            onChange={(v) => {
              setQuantity(v);
              if (error?.kind === 'quantity') setError(null);
            }}
            invalid={error?.kind === 'quantity'}
            describedBy={error?.kind === 'quantity' ? `${id}-error` : undefined}
          />
        </div>
        <button
          type="submit"
          aria-busy={busy === 'cart' || undefined}
          aria-disabled={busy === 'cart' || undefined}
          className={`add-to-cart-button ${compact ? '' : 'sm:flex-none'}`}
        >
          {busy === 'cart' ? <Spinner /> : <CartIcon size={20} />}
          {t('BUTTON_ADD_TO_CART')}
        </button>
        {!compact && (
          <div className="flex gap-2">
            <button
              type="button"
              className={secondary}
              aria-busy={busy === 'wishlist' || undefined}
              aria-disabled={busy === 'wishlist' || undefined}
              aria-pressed={keep.wished}
              onClick={() => run('wishlist', keep.toggleWishlist)}
            >
              {busy === 'wishlist' ? <Spinner /> : <HeartIcon size={18} fill={keep.wished ? 'currentColor' : 'none'} />}
              <span className="below-sm:sr-only">{t('BUTTON_ADD_TO_WISHLIST')}</span>
            </button>
            <button
              type="button"
              className={secondary}
              aria-busy={busy === 'compare' || undefined}
              aria-disabled={busy === 'compare' || undefined}
              aria-pressed={keep.compared}
              onClick={() => run('compare', keep.toggleCompare)}
            >
              {busy === 'compare' ? <Spinner /> : <CompareIcon size={18} />}
              <span className="below-sm:sr-only">{t('BUTTON_ADD_TO_COMPARE')}</span>
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
