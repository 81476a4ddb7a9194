'use client';
// The header's wishlist indicator (specification section 2): a heart with the number of saved
// products, linking to /wishlist. The link's accessible name says the count in words. The mobile header
// gives the link its own round control's classes and a smaller heart.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { HeartIcon } from '@/ui/icons';
import { CountBadge } from '@/ui/CountBadge';
import { useWishlist } from '../store';

const BAR_LINK =
  'flex items-center rounded-md px-2.5 py-2 text-ink transition-colors hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand';

type Props = { className?: string; iconSize?: number; testId?: string };

export function WishlistIndicator({ className = BAR_LINK, iconSize = 26, testId = 'wishlist-indicator' }: Props) {
  const t = useTranslations();
  const count = useWishlist((s) => s.items.length);
  return (
    <Link href="/wishlist" aria-label={t('INDICATOR_WISHLIST', { count })} data-testid={testId} className={className}>
      <span className="relative">
        <HeartIcon size={iconSize} />
        <CountBadge count={count} />
      </span>
    </Link>
  );
}
