// The card payment on an order's own page (after checkout): "Pay now" while the order waits for its
// money (with why, when the shopper came back without paying), "Confirming your payment" while the
// provider's word is on its way, and "Payment received" once it came. Amounts are the order's own,
// in its currency's minor units, exactly what the provider charges.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { formatMinor } from '@/i18n/currency';
import type { OrderView } from '@/features/orders/model';
import type { PaymentNote } from '../order-payment';
import { PayNowForm } from './PayNowForm';
import { PaymentRefresher } from './PaymentRefresher';

const TONES = {
  due: { box: 'border-amber-200 bg-amber-50/60', icon: 'bg-amber-100 text-amber-800' },
  confirming: { box: 'border-sky-200 bg-sky-50/60', icon: 'bg-sky-100 text-sky-800' },
  paid: { box: 'border-emerald-200 bg-emerald-50/60', icon: 'bg-emerald-100 text-emerald-700' },
};

export function CardPaymentNote({ order, note }: { order: Pick<OrderView, 'token' | 'money'>; note: PaymentNote }) {
  const t = useTranslations();
  if (note === 'none') return null;
  const { currency, due, paid } = order.money;
  const kind = note === 'paid' || note === 'confirming' ? note : 'due';
  const text = {
    due: t('TEXT_PAYMENT_DUE_CARD', { amount: formatMinor(due, currency.symbol) }),
    cancelled: t('TEXT_PAYMENT_CANCELLED_NOTE'),
    failed: t('TEXT_PAYMENT_FAILED_NOTE'),
    confirming: t('TEXT_PAYMENT_CONFIRMING'),
    paid: t('TEXT_PAYMENT_RECEIVED', { amount: formatMinor(paid, currency.symbol) }),
  }[note];
  const heading = { due: 'HEADER_PAYMENT_AWAITING', confirming: 'HEADER_PAYMENT_CONFIRMING', paid: 'HEADER_PAYMENT_RECEIVED' }[kind];
  return (
    <section
      aria-labelledby="card-payment-title"
      className={`mb-8 rounded-md border p-5 md:p-6 ${TONES[kind].box}`}
      data-testid="card-payment"
      data-state={note}
    >
      <div className="flex items-start gap-4">
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${TONES[kind].icon}`} aria-hidden>
          {ICONS[kind]}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="card-payment-title" className="text-base font-semibold text-ink">
            {t(heading)}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink/80" role={note === 'confirming' ? 'status' : undefined}>
            {text}
          </p>
          {kind === 'due' && <PayNowForm token={order.token} />}
          {note === 'confirming' && (
            <PaymentRefresher
              late={
                <p className="mt-3 max-w-2xl text-sm font-medium text-ink" role="status">
                  {t('TEXT_PAYMENT_CONFIRMING_LATE')}
                </p>
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}

const svg = (children: ReactNode, className = '') => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
  >
    {children}
  </svg>
);

const ICONS = {
  due: svg(
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6.5 15h4" />
    </>,
  ),
  confirming: svg(<path d="M21 12a9 9 0 1 1-3-6.7M21 4v5h-5" />, 'motion-safe:animate-spin'),
  paid: svg(<path d="m5 12.5 4.5 4.5L19 7.5" />),
};
