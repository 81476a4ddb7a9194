'use client';
// The header's cart indicator (specification section 2): cart icon with the item count, the cart
// total, and on click a drop-down with the cart lines (image, name, options, quantity × price, remove),
// subtotal, SHIPPING and TAX lines, total, and "View cart" / "Checkout" links. It opens from the
// reading-direction end, so it stays on screen in right-to-left; it closes on outside click, Escape
// and following a link (ui/Dropdown), and is reached and used with the keyboard alone.
import { useRef, useState } from 'react';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { formatPrice } from '@/i18n/currency';
import { useCurrency } from '@/i18n/currency-context';
import { Dropdown } from '@/ui/Dropdown';
import { Price } from '@/ui/Price';
import { CartIcon, CloseIcon } from '@/ui/icons';
import type { CartItem } from '../model';
import { useCart } from '../store';

/** The small count bubble on a header icon; decorative (the control's label carries the count). */
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute -top-1.5 -end-2.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Only the shop's own media goes through next/image (its allowed local pattern). */
const isShopImage = (src: string | null): src is string => !!src && src.startsWith('/media/');

function CartLine({ item, removing, onRemove }: { item: CartItem; removing: boolean; onRemove: () => void }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const name = localize(item.product.name, locale);
  const href = `/products/${item.product.slug}`;
  return (
    <li className={`flex gap-3 px-4 py-3 transition-opacity ${removing ? 'opacity-50' : ''}`} aria-busy={removing || undefined}>
      <div className="size-16 shrink-0 overflow-hidden rounded border border-line bg-white">
        {isShopImage(item.product.image) ? (
          <Image src={item.product.image} alt={name} width={64} height={64} sizes="64px" className="size-full object-contain" />
        ) : (
          <span role="img" aria-label={t('TEXT_NO_IMAGE')} className="grid size-full place-items-center bg-surface text-muted">
            <CartIcon size={22} />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link href={href} className="line-clamp-2 text-sm leading-snug font-medium text-ink hover:text-brand focus-visible:text-brand">
          {name}
        </Link>
        {item.options.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-xs text-muted">
            {item.options.map((o) => (
              <li key={`${o.name}\u0000${o.value}`}>
                {o.name}: <span className="text-ink">{o.value}</span>
              </li>
            ))}
          </ul>
        )}
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
        {removing ? <span className="size-3.5 animate-spin rounded-full border-2 border-current border-e-transparent" /> : <CloseIcon size={14} />}
      </button>
    </li>
  );
}

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'mt-2 border-t border-line pt-2.5 text-base font-semibold text-ink' : 'text-sm text-muted'}`}>
      <dt>{label}</dt>
      <dd>
        <Price cents={cents} className={strong ? '' : 'text-ink'} />
      </dd>
    </div>
  );
}

export function CartIndicator() {
  const t = useTranslations();
  const { currency } = useCurrency();
  const cart = useCart((s) => s.cart);
  const remove = useCart((s) => s.remove);
  const [removing, setRemoving] = useState<number[]>([]);
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

  const label = t('INDICATOR_CART_LABEL', { count: cart.quantity, total: formatPrice(cart.total, currency) });

  return (
    <Dropdown
      align="end"
      label={label}
      buttonClassName="flex items-center gap-3 rounded-md px-2 py-1.5 text-ink transition-colors hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand aria-expanded:bg-surface"
      panelClassName="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-md border border-line bg-white text-ink shadow-[0_18px_40px_-12px_rgb(0_0_0/0.28)]"
      trigger={
        <>
          <span className="relative">
            <CartIcon size={28} />
            <CountBadge count={cart.quantity} />
          </span>
          <span className="hidden flex-col text-start leading-tight xl:flex">
            <span className="text-xs text-muted">{t('INDICATOR_CART')}</span>
            <Price cents={cart.total} className="text-sm font-semibold" />
          </span>
        </>
      }
    >
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
                <CartLine key={item.id} item={item} removing={removing.includes(item.id)} onRemove={() => void onRemove(item.id)} />
              ))}
            </ul>
            <dl className="space-y-1.5 border-t border-line bg-surface px-4 py-3">
              <Row label={t('TABLE_SUBTOTAL')} cents={cart.subtotal} />
              {cart.totals.map((line) => (
                <Row key={line.type} label={t(line.title)} cents={line.price} />
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
    </Dropdown>
  );
}
