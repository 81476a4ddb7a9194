// One totals line's amount: shipping that costs nothing says "Free" rather than a zero price.
import { useTranslations } from 'next-intl';
import { Price } from '@/ui/Price';
import type { CartTotal } from '../model';

export function TotalPrice({ line, className }: { line: CartTotal; className?: string }) {
  const t = useTranslations();
  if (line.type === 'shipping' && line.price === 0) return <span className={`font-semibold text-ink ${className ?? ''}`}>{t('TEXT_SHIPPING_FREE')}</span>;
  return <Price cents={line.price} className={className} />;
}
