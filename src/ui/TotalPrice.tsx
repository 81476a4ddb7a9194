// One totals line's amount: shipping that costs nothing says "Free" rather than a zero price.
import { useTranslations } from 'next-intl';
import { Price } from './Price';

/** A line of a totals card between subtotal and total: its kind, its title (a message id) and its amount in USD cents. */
export type TotalsLine = { type: string; title: string; price: number };

export function TotalPrice({ line, className }: { line: TotalsLine; className?: string }) {
  const t = useTranslations();
  if (line.type === 'shipping' && line.price === 0)
    return <span className={`font-semibold text-ink ${className ?? ''}`}>{t('TEXT_SHIPPING_FREE')}</span>;
  return <Price cents={line.price} className={className} />;
}
