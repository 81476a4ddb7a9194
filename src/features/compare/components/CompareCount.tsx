'use client';
// The top bar's compare link (specification section 2): "Compare (n)" to /compare, n being the
// number of products in the compare list. The visible text, count included, is the link's name.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useCompare } from '../store';

export function CompareCount({ className = '' }: { className?: string }) {
  const t = useTranslations();
  const count = useCompare((s) => s.items.length);
  return (
    <Link
      href="/compare"
      data-testid="compare-count"
      className={`flex h-full items-center px-3 text-[13px] transition-colors hover:text-white focus-visible:text-white ${className}`}
    >
      {t('LINK_COMPARE', { count })}
    </Link>
  );
}
