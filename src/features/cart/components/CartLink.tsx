'use client';
// The mobile header's cart control: a link to /cart (no drop-down on a phone) with the count bubble,
// whose accessible name says the count and the total in words, as the desktop indicator's does.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/i18n/currency';
import { useCurrency } from '@/i18n/currency-context';
import { CartIcon } from '@/ui/icons';
import { useCart } from '../store';
import { CountBadge } from '@/ui/CountBadge';

export function CartLink({ className, iconSize = 22 }: { className: string; iconSize?: number }) {
  const t = useTranslations();
  const { currency } = useCurrency();
  const cart = useCart((s) => s.cart);
  return (
    <Link
      href="/cart"
      aria-label={t('INDICATOR_CART_LABEL', { count: cart.quantity, total: formatPrice(cart.total, currency) })}
      data-testid="mobile-cart-link"
      className={className}
    >
      <span className="relative">
        <CartIcon size={iconSize} />
        <CountBadge count={cart.quantity} />
      </span>
    </Link>
  );
}
