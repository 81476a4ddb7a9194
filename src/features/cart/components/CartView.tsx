'use client';
// The /cart page body (specification section 2): the cart's lines with a quantity box each, "Update
// cart" (only lines whose quantity changed are updated), each line's fit for its vehicle (a part that
// does not fit is named above the lines: the shopper may still order it), remove, "move to wish list" (the product goes
// to the wish list, the line leaves the cart, one toast says so), the totals card (subtotal, SHIPPING,
// TAX, total) and "Proceed to checkout"; an empty cart says so and offers to continue shopping.
// Until the saved cart is read from localStorage it shows `placeholder` (CartPlaceholder, from the
// server: the cart's shape and size, so nothing moves when the lines arrive), never a false "empty".
import { useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { CartIcon, CloseIcon, HeartIcon } from '@/ui/icons';
import { useWishlist } from '@/features/wishlist/store';
import { parseQuantity, MAX_LINE_QUANTITY, type CartItem } from '../model';
import { useCart } from '../store';
import { useHydrated } from '@/ui/hydrated';
import { LineOptions } from './LineOptions';
import { ProductThumb } from '@/ui/ProductThumb';
import { TotalsCard } from '@/ui/TotalsCard';
import { LineProblemNote, LinesNeedAttention } from './LineProblemNote';
import { useLineProblems } from './use-line-problems';
import { productHref } from '@/routes';
import type { LineFitAnswer } from '../fit';
import { LineFit } from './LineFit';
import { CartMisfits } from './CartMisfits';
import { useLineFits } from './use-line-fits';

export function CartView({ placeholder }: { placeholder: ReactNode }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const hydrated = useHydrated(useCart);
  const cart = useCart((s) => s.cart);
  const update = useCart((s) => s.update);
  const remove = useCart((s) => s.remove);
  const addToWishlist = useWishlist((s) => s.add);
  // What the shopper typed, per line id; lines not typed in show their quantity.
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [invalid, setInvalid] = useState<number[]>([]);
  const [busy, setBusy] = useState<'update' | number | null>(null);
  const problems = useLineProblems(cart.items, hydrated);
  const fits = useLineFits(cart.items, hydrated);

  if (!hydrated) return placeholder;

  if (cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-md border border-line px-6 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-surface text-muted">
          <CartIcon size={30} />
        </span>
        <p className="text-lg text-ink">{t('TEXT_CART_EMPTY')}</p>
        <Link
          href="/"
          className="inline-flex h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('BUTTON_CONTINUE_SHOPPING')}
        </Link>
      </div>
    );
  }

  const value = (item: CartItem) => typed[item.id] ?? String(item.quantity);
  const dirty = cart.items.some((item) => value(item) !== String(item.quantity));

  const onUpdate = async () => {
    const bad: number[] = [];
    const changes = cart.items.flatMap((item) => {
      const raw = value(item);
      const q = raw.trim() === '' ? null : parseQuantity(raw);
      if (q === null || !/^\s*\d+\s*$/.test(raw)) {
        bad.push(item.id);
        return [];
      }
      return q === item.quantity ? [] : [{ itemId: item.id, quantity: q }];
    });
    setInvalid(bad);
    if (bad.length) return;
    setBusy('update');
    try {
      await update(changes);
      setTyped({});
    } finally {
      setBusy(null);
    }
  };

  const onRemove = async (id: number) => {
    setBusy(id);
    try {
      await remove(id);
    } finally {
      setBusy(null);
    }
  };

  // Both stores wait their 250 ms side by side; the wish list's toast names the move.
  const onMove = async (item: CartItem, name: string) => {
    setBusy(item.id);
    try {
      await Promise.all([addToWishlist(item.product, t('TEXT_TOAST_PRODUCT_MOVED_TO_WISHLIST', { product: name })), remove(item.id)]);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div>
        <LinesNeedAttention names={cart.items.filter((i) => problems.has(i.id)).map((i) => localize(i.product.name, locale))} />
        <CartMisfits items={cart.items} fits={fits} />
        <table className="w-full border-collapse text-sm" data-testid="cart-table">
          <caption className="sr-only">{t('HEADER_SHOPPING_CART')}</caption>
          <thead className="hidden border-b border-line text-start text-xs tracking-wide text-muted uppercase md:table-header-group">
            <tr>
              <th scope="col" className="py-3 pe-4 text-start font-medium">
                {t('TABLE_PRODUCT')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('TABLE_PRICE')}
              </th>
              <th scope="col" className="px-4 py-3 text-center font-medium">
                {t('TABLE_QUANTITY')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('TABLE_TOTAL')}
              </th>
              <th scope="col" className="w-10 py-3">
                <span className="sr-only">{t('TABLE_ACTIONS')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => {
              const name = localize(item.product.name, locale);
              const inputId = `cart-quantity-${item.id}`;
              const wrong = invalid.includes(item.id);
              // Name, options, fit and any problem: beside the image on a wide screen, in their own cell on a phone.
              const summary = (
                <>
                  <LineName
                    item={item}
                    fit={fits.get(item.id)}
                    name={name}
                    onMove={() => void onMove(item, name)}
                    disabled={busy !== null}
                  />
                  {problems.has(item.id) && <LineProblemNote item={item} problem={problems.get(item.id)!} name={name} />}
                </>
              );
              return (
                <tr
                  key={item.id}
                  data-testid="cart-line"
                  className={`grid grid-cols-[4.5rem_1fr_auto] gap-x-3 gap-y-2 border-b border-line py-4 md:table-row md:py-0 ${busy === item.id ? 'opacity-50' : ''}`}
                >
                  <td className="row-span-3 md:py-4 md:pe-4">
                    <div className="flex items-center gap-4">
                      <ProductThumb src={item.product.image} alt={name} size={72} />
                      <div className="hidden min-w-0 md:block">{summary}</div>
                    </div>
                  </td>
                  <td className="md:hidden">{summary}</td>
                  <td className="col-start-2 text-muted md:px-4 md:py-4 md:text-end md:text-ink">
                    <span className="md:hidden">{t('TABLE_PRICE')}: </span>
                    <Price cents={item.price} />
                  </td>
                  <td className="col-start-2 md:px-4 md:py-4 md:text-center">
                    <label htmlFor={inputId} className="sr-only">
                      {t('INPUT_QUANTITY_OF', { product: name })}
                    </label>
                    <input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_LINE_QUANTITY}
                      step={1}
                      value={value(item)}
                      aria-invalid={wrong || undefined}
                      aria-describedby={wrong ? `${inputId}-error` : undefined}
                      onChange={(e) => setTyped((s) => ({ ...s, [item.id]: e.target.value }))}
                      className={`h-10 w-24 rounded border bg-white px-3 text-center tabular-nums focus-visible:outline-2 focus-visible:outline-brand ${wrong ? 'border-brand' : 'border-line'}`}
                    />
                    {wrong && (
                      <p id={`${inputId}-error`} className="mt-1 text-xs text-brand" role="alert">
                        {t('ERROR_ADD_TO_CART_QUANTITY', { min: 1, max: MAX_LINE_QUANTITY })}
                      </p>
                    )}
                  </td>
                  <td className="col-start-2 font-semibold md:px-4 md:py-4 md:text-end" data-testid="cart-line-total">
                    <span className="font-normal text-muted md:hidden">{t('TABLE_TOTAL')}: </span>
                    <Price cents={item.total} />
                  </td>
                  <td className="col-start-3 row-start-1 md:py-4 md:text-end">
                    <button
                      type="button"
                      onClick={() => void onRemove(item.id)}
                      disabled={busy !== null}
                      aria-label={t('BUTTON_REMOVE_FROM_CART', { product: name })}
                      className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-wait"
                    >
                      <CloseIcon size={16} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <Link
            href="/"
            className="inline-flex h-11 items-center rounded border border-line px-5 font-medium text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('BUTTON_CONTINUE_SHOPPING')}
          </Link>
          <button
            type="button"
            onClick={() => void onUpdate()}
            disabled={!dirty || busy !== null}
            aria-busy={busy === 'update' || undefined}
            className="inline-flex h-11 items-center gap-2 rounded bg-ink px-6 font-semibold text-white transition-colors hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50"
          >
            {busy === 'update' && (
              <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden />
            )}
            {t('BUTTON_UPDATE_CART')}
          </button>
        </div>
      </div>
      <TotalsCard title={t('HEADER_CART_TOTALS')} subtotal={cart.subtotal} totals={cart.totals} total={cart.total}>
        <Link
          href="/cart/checkout"
          className="mt-5 flex h-12 w-full items-center justify-center rounded bg-brand px-5 text-base font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('BUTTON_PROCEED_TO_CHECKOUT')}
        </Link>
      </TotalsCard>
    </div>
  );
}

type LineNameProps = { item: CartItem; fit?: LineFitAnswer; name: string; onMove: () => void; disabled: boolean };

function LineName({ item, fit, name, onMove, disabled }: LineNameProps) {
  const t = useTranslations();
  return (
    <div className="min-w-0">
      <Link href={productHref(item.product.slug)} className="line-clamp-2 font-medium text-ink hover:text-brand focus-visible:text-brand">
        {name}
      </Link>
      <LineOptions options={item.options} />
      {fit && <LineFit {...fit} vehicle={item.vehicle?.label ?? null} />}
      <button
        type="button"
        onClick={onMove}
        disabled={disabled}
        aria-label={t('BUTTON_MOVE_PRODUCT_TO_WISHLIST', { product: name })}
        className="mt-1.5 inline-flex items-center gap-1.5 rounded text-xs font-medium text-muted underline-offset-2 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait"
      >
        <HeartIcon size={14} />
        {t('BUTTON_MOVE_TO_WISHLIST')}
      </button>
    </div>
  );
}
