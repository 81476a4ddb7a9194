'use client';
// The checkout's confirmation step for parts that do not fit the vehicle they were added for: the
// lines named with their vehicle, and a box the shopper ticks to order them anyway. Until it is
// ticked "Place order" brings the shopper here instead of sending the order; the server refuses such
// an order without the confirmation too (409 ERROR_CHECKOUT_PART_DOES_NOT_FIT).
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { CartItem } from '@/features/cart/model';

export const MISFITS_ID = 'acceptMisfits';

export function MisfitConfirm({
  lines,
  checked,
  error,
  onChange,
}: {
  lines: CartItem[];
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  if (!lines.length) return null;
  return (
    <div
      role="group"
      aria-labelledby="misfits-title"
      className="mt-5 rounded border border-nofit/40 bg-nofit/5 px-4 py-3 text-sm text-[#9b1c1c]"
      data-testid="checkout-misfits"
    >
      <p id="misfits-title" className="flex items-baseline gap-2 font-semibold">
        <span aria-hidden>✕</span>
        {t('TEXT_CHECKOUT_MISFITS', { count: lines.length })}
      </p>
      <ul className="mt-1.5 list-disc space-y-0.5 ps-9">
        {lines.map((line) => (
          <li key={line.id}>
            {t('TEXT_CHECKOUT_MISFIT_LINE', { product: localize(line.product.name, locale), vehicle: line.vehicle?.label ?? '' })}
          </li>
        ))}
      </ul>
      <label className="mt-3 flex cursor-pointer items-start gap-3 font-medium text-ink">
        <input
          id={MISFITS_ID}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${MISFITS_ID}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand"
        />
        {t('INPUT_ORDER_MISFITS_ANYWAY', { count: lines.length })}
      </label>
      {/* Not the form's FieldError: its brand red lacks contrast on this tinted box. */}
      {error && (
        <p id={`${MISFITS_ID}-error`} className="mt-1.5 font-semibold">
          {t(error)}
        </p>
      )}
    </div>
  );
}
