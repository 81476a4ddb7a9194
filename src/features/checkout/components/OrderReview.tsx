'use client';
// The checkout's order review: each cart line (name, options, quantity, fit for its vehicle) with its total, then subtotal,
// SHIPPING, TAX and total, in the shopper's currency. A display only: the server prices the order.
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { optionText, type Cart } from '@/features/cart/model';
import { LineProblemNote } from '@/features/cart/components/LineProblemNote';
import type { LineProblem } from '@/features/cart/line-problems';
import { TotalPrice } from '@/ui/TotalPrice';
import type { LineFitAnswer } from '@/features/cart/fit';
import { LineFit } from '@/features/cart/components/LineFit';

type Props = { cart: Cart; problems: Map<number, LineProblem>; fits: Map<number, LineFitAnswer> };

export function OrderReview({ cart, problems, fits }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (
    <table className="mt-4 w-full text-sm" data-testid="checkout-review">
      <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="pb-2 text-start font-medium">
            {t('TABLE_PRODUCT')}
          </th>
          <th scope="col" className="pb-2 text-end font-medium">
            {t('TABLE_TOTAL')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line border-b border-line">
        {cart.items.map((item) => (
          <tr key={item.id}>
            <td className="py-3 pe-3 text-ink">
              {localize(item.product.name, locale)} <span className="whitespace-nowrap text-muted">× {item.quantity}</span>
              {item.options.length > 0 && (
                <span className="mt-0.5 block text-xs text-muted" data-testid="checkout-line-options">
                  {item.options
                    .map((o) => optionText(o, locale))
                    .map((o) => `${o.name}: ${o.value}`)
                    .join(', ')}
                </span>
              )}
              {fits.has(item.id) && <LineFit {...fits.get(item.id)!} vehicle={item.vehicle?.label ?? null} />}
              {problems.has(item.id) && (
                <LineProblemNote item={item} problem={problems.get(item.id)!} name={localize(item.product.name, locale)} />
              )}
            </td>
            <td className="py-3 text-end align-top whitespace-nowrap text-ink">
              <Price cents={item.total} />
            </td>
          </tr>
        ))}
      </tbody>
      <tbody>
        <tr>
          <th scope="row" className="py-2 text-start font-normal text-muted">
            {t('TABLE_SUBTOTAL')}
          </th>
          <td className="py-2 text-end">
            <Price cents={cart.subtotal} />
          </td>
        </tr>
        {cart.totals.map((line) => (
          <tr key={line.type}>
            <th scope="row" className="py-2 text-start font-normal text-muted">
              {t(line.title)}
            </th>
            <td className="py-2 text-end">
              <TotalPrice line={line} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-line">
        <tr>
          <th scope="row" className="pt-3 text-start text-base font-semibold text-ink">
            {t('TABLE_TOTAL')}
          </th>
          <td className="pt-3 text-end text-base font-semibold text-ink" data-testid="checkout-total">
            <Price cents={cart.total} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
