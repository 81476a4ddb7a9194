'use client';
// The header's wishlist indicator (specification section 2): a heart with the number of saved
// products, linking to /wishlist. The link's accessible name says the count in words.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { HeartIcon } from '@/ui/icons';
import { CountBadge } from '@/features/cart/components/CartIndicator';
import { useWishlist } from '../store';

export function WishlistIndicator({ className = '' }: { className?: string }) {
  const t = useTranslations();
  const count = useWishlist((s) => s.items.length);
  return (
    <Link
      href="/wishlist"
      aria-label={t('INDICATOR_WISHLIST', { count })}
      data-testid="wishlist-indicator"
      className={`flex items-center rounded-md px-2.5 py-2 text-ink transition-colors hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      <span className="relative">
        <HeartIcon size={26} />
        <CountBadge count={count} />
      </span>
    </Link>
  );
}
