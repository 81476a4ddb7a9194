'use client';
// The header's cart indicator (specification section 2): cart icon with the item count, the cart
// total, and on click a drop-down with the cart lines, totals and "View cart" / "Checkout" links
// (CartDropdown). It opens from the reading-direction end, so it stays on screen in right-to-left; it
// closes on outside click, Escape and following a link (ui/Dropdown), and is reached and used with
// the keyboard alone. The drop-down's content is its own chunk, fetched when the indicator is pointed
// at or focused (so it is there when a click or ArrowDown opens it) and rendered from the first
// opening on; until it has arrived a block stands in for it.
import { Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/i18n/currency';
import { useCurrency } from '@/i18n/currency-context';
import { Dropdown } from '@/ui/Dropdown';
import { onDemand } from '@/ui/on-demand';
import { Price } from '@/ui/Price';
import { CartIcon } from '@/ui/icons';
import { CountBadge } from '@/ui/CountBadge';
import { useCart } from '../store';

const content = onDemand<object>('cart-dropdown', () => import('./CartDropdown').then((m) => m.CartDropdown));

/** The drop-down's content, from its first opening on. */
function CartPanel({ open }: { open: boolean }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<div aria-busy="true" className="h-28" />}>
      <content.Component />
    </Suspense>
  );
}

export function CartIndicator() {
  const t = useTranslations();
  const { currency } = useCurrency();
  const cart = useCart((s) => s.cart);
  const label = t('INDICATOR_CART_LABEL', { count: cart.quantity, total: formatPrice(cart.total, currency) });

  return (
    <Dropdown
      align="end"
      label={label}
      onIntent={content.preload}
      buttonClassName="cart-indicator-button"
      panelClassName="cart-indicator-panel"
      trigger={
        <>
          <span className="relative">
            <CartIcon size={28} />
            <CountBadge count={cart.quantity} />
          </span>
          <span className="hidden flex-col whitespace-nowrap text-start leading-tight xl:flex">
            <span className="text-xs text-muted">{t('INDICATOR_CART')}</span>
            <Price cents={cart.total} className="text-sm font-semibold" />
          </span>
        </>
      }
    >
      {(_close, open) => <CartPanel open={open} />}
    </Dropdown>
  );
}
