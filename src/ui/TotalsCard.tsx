// The totals card: subtotal, the SHIPPING and TAX lines, and the total, in the shopper's currency.
// Used by the cart page, the checkout summary and the order pages, so all show the same figures.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Price } from './Price';
import { TotalPrice, type TotalsLine } from './TotalPrice';

export function TotalsCard({
  title,
  subtotal,
  totals,
  total,
  children,
}: {
  title: string;
  subtotal: number;
  totals: TotalsLine[];
  total: number;
  children?: ReactNode;
}) {
  const t = useTranslations();
  return (
    <section
      aria-label={title}
      className="rounded-md border border-line bg-white p-5 shadow-[0_1px_0_rgb(0_0_0/0.02)] md:p-6"
      data-testid="cart-totals"
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <dl className="mt-4 space-y-2.5 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('TABLE_SUBTOTAL')}</dt>
          <dd data-testid="cart-subtotal">
            <Price cents={subtotal} className="text-ink" />
          </dd>
        </div>
        {totals.map((line) => (
          <div key={line.type} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{t(line.title)}</dt>
            <dd data-testid={`cart-${line.type}`}>
              <TotalPrice line={line} className="text-ink" />
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base font-semibold text-ink">
          <dt>{t('TABLE_TOTAL')}</dt>
          <dd data-testid="cart-total">
            <Price cents={total} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
