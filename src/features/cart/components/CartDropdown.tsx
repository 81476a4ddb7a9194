'use client';
// The cart indicator's drop-down content (specification section 2): the cart lines (image, name,
// options, the line's fit for its vehicle, quantity × price, remove), subtotal, SHIPPING and TAX lines, total, and "View cart" /
// "Checkout" links. Its own chunk, fetched when the indicator is pointed at or focused and shown from
// the drop-down's first opening on (CartIndicator).
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { CartIcon, CloseIcon } from '@/ui/icons';
import type { CartItem, CartTotal } from '../model';
import { useCart } from '../store';
import { LineOptions } from './LineOptions';
import { ProductThumb } from '@/ui/ProductThumb';
import { TotalPrice } from '@/ui/TotalPrice';
import { productHref } from '@/routes';
import type { LineFitAnswer } from '../fit';
import { LineFit } from './LineFit';
import { useLineFits } from './use-line-fits';

function CartLine({ item, fit, removing, onRemove }: { item: CartItem; fit?: LineFitAnswer; removing: boolean; onRemove: () => void }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const name = localize(item.product.name, locale);
  const href = productHref(item.product.slug);
  return (
    <li className={`flex gap-3 px-4 py-3 transition-opacity ${removing ? 'opacity-50' : ''}`} aria-busy={removing || undefined}>
      <ProductThumb src={item.product.image} alt={name} />
      <div className="min-w-0 flex-1">
        <Link href={href} className="line-clamp-2 text-sm leading-snug font-medium text-ink hover:text-brand focus-visible:text-brand">
          {name}
        </Link>
        <LineOptions options={item.options} />
        {fit && <LineFit {...fit} vehicle={item.vehicle?.label ?? null} />}
        <p className="mt-1.5 text-sm text-muted">
          <span className="tabular-nums">{item.quantity}</span> × <Price cents={item.price} className="font-semibold text-ink" />
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={t('BUTTON_REMOVE_FROM_CART', { product: name })}
        className="-me-1.5 -mt-1 grid size-7 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-wait"
      >
        {removing ? (
          <span className="size-3.5 animate-spin rounded-full border-2 border-current border-e-transparent" />
        ) : (
          <CloseIcon size={14} />
        )}
      </button>
    </li>
  );
}

function Row({ label, cents, line, strong = false }: { label: string; cents?: number; line?: CartTotal; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'mt-2 border-t border-line pt-2.5 text-base font-semibold text-ink' : 'text-sm text-muted'}`}
    >
      <dt>{label}</dt>
      <dd>{line ? <TotalPrice line={line} className="text-ink" /> : <Price cents={cents ?? 0} className={strong ? '' : 'text-ink'} />}</dd>
    </div>
  );
}

export function CartDropdown() {
  const t = useTranslations();
  const cart = useCart((s) => s.cart);
  const remove = useCart((s) => s.remove);
  const [removing, setRemoving] = useState<number[]>([]);
  const fits = useLineFits(cart.items);
  const body = useRef<HTMLDivElement>(null);

  const onRemove = async (itemId: number) => {
    setRemoving((ids) => [...ids, itemId]);
    try {
      await remove(itemId);
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== itemId));
      // The pressed button is gone: keep focus inside the drop-down so Escape and Tab still work.
      if (!document.activeElement || document.activeElement === document.body) body.current?.focus();
    }
  };

  return (
    <div ref={body} tabIndex={-1} className="outline-none" data-testid="cart-dropdown">
      {cart.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-surface text-muted">
            <CartIcon size={26} />
          </span>
          <p className="text-sm text-muted">{t('TEXT_CART_EMPTY')}</p>
        </div>
      ) : (
        <>
          <ul className="max-h-[min(22rem,55vh)] divide-y divide-line overflow-y-auto overscroll-contain">
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                fit={fits.get(item.id)}
                removing={removing.includes(item.id)}
                onRemove={() => void onRemove(item.id)}
              />
            ))}
          </ul>
          <dl className="space-y-1.5 border-t border-line bg-surface px-4 py-3">
            <Row label={t('TABLE_SUBTOTAL')} cents={cart.subtotal} />
            {cart.totals.map((line) => (
              <Row key={line.type} label={t(line.title)} line={line} />
            ))}
            <Row label={t('TABLE_TOTAL')} cents={cart.total} strong />
          </dl>
          <div className="grid grid-cols-2 gap-2 border-t border-line p-4">
            <Link
              href="/cart"
              className="flex h-10 items-center justify-center rounded border border-line bg-white px-3 text-sm font-medium text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('BUTTON_VIEW_CART')}
            </Link>
            <Link
              href="/cart/checkout"
              className="flex h-10 items-center justify-center rounded bg-brand px-3 text-sm font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t('BUTTON_CHECKOUT')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
