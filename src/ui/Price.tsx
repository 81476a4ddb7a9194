'use client';
import { formatPrice } from '@/i18n/currency';
import { useCurrency } from '@/i18n/currency-context';

/** A price in USD cents, shown in the shopper's currency: symbol, value × rate, 2 decimals. */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const { currency } = useCurrency();
  return (
    <span className={className} data-price={cents}>
      {formatPrice(cents, currency)}
    </span>
  );
}
