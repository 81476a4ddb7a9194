import { getLocale, getTranslations } from 'next-intl/server';
import { Code } from '@/ui/Code';
import { StatusBadge, type BadgeTone } from '@/ui/StatusBadge';
import { formatMinor } from '@/i18n/currency';
import { OFFLINE_PAYMENT_METHODS, PAYMENT_LABELS } from '@/features/orders/payment';
import type { OrderView } from '@/features/orders/model';
import { minorDigits, PAYMENT_FLAG_LABELS, refundable, type PaymentStatus } from '@/features/payments/model';
import { staffTime } from '../../model';
import type { AdminOrder, OrderPaymentEvent } from '../queries';
import { PaymentActions } from './PaymentActions';

const TONES: Record<PaymentStatus, BadgeTone> = {
  unpaid: 'waiting',
  paid: 'good',
  partially_refunded: 'info',
  refunded: 'neutral',
  failed: 'bad',
};

/** Where the order's money stands, as a badge; the words are the caller's (the list is a server component too). */
export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label: string }) {
  return (
    <StatusBadge tone={TONES[status]} status={status} testId="payment-status">
      {label}
    </StatusBadge>
  );
}

const EVENT_LABELS: Record<string, string> = {
  paid: 'TEXT_ADMIN_PAYMENT_EVENT_PAID',
  failed: 'TEXT_ADMIN_PAYMENT_EVENT_FAILED',
  expired: 'TEXT_ADMIN_PAYMENT_EVENT_EXPIRED',
  refund: 'TEXT_ADMIN_PAYMENT_EVENT_REFUND',
  refunded: 'TEXT_ADMIN_PAYMENT_EVENT_REFUNDED',
  'refund-failed': 'TEXT_ADMIN_PAYMENT_EVENT_REFUND_FAILED',
};
const REFUND_STATES: Record<string, string> = {
  succeeded: 'TEXT_ADMIN_REFUND_STATE_SUCCEEDED',
  pending: 'TEXT_ADMIN_REFUND_STATE_PENDING',
  recorded: 'TEXT_ADMIN_REFUND_STATE_RECORDED',
  failed: 'TEXT_ADMIN_REFUND_STATE_FAILED',
};

/** Minor units as the refund field takes them: 1250 → "12.50", in a currency without decimals 1250 → "1250". */
const asInput = (units: number, digits: number) =>
  digits === 0 ? String(units) : `${Math.floor(units / 10 ** digits)}.${String(units % 10 ** digits).padStart(digits, '0')}`;

/**
 * The order's payment for staff: method, status and amounts in the currency the shopper paid in (the
 * rest of the admin counts in US dollars), a flag that needs the owner, what staff can do about the
 * money, and every payment event.
 */
export async function OrderPayment({ order, payment }: { order: OrderView; payment: AdminOrder['payment'] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const { money } = order;
  const { code, symbol, rate } = money.currency;
  const amount = (units: number, currency = code) => <bdi dir="ltr">{formatMinor(units, currency === code ? symbol : `${currency} `)}</bdi>;
  const left = refundable({ amountPaid: money.paid, amountRefunded: money.refunded });
  const offline = (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(order.payment);
  const markPaid = offline && (money.status === 'unpaid' || money.status === 'failed') && order.status !== 'CANCELLED';
  const canRefund = (money.status === 'paid' || money.status === 'partially_refunded') && left > 0;
  const digits = minorDigits(code);
  const facts = [
    { label: t('HEADER_PAYMENT_METHOD'), value: t(PAYMENT_LABELS[order.payment].name) },
    { label: t('TEXT_ADMIN_AMOUNT_DUE'), value: amount(money.due) },
    { label: t('TEXT_ADMIN_AMOUNT_PAID'), value: amount(money.paid) },
    ...(money.refunded > 0 ? [{ label: t('TEXT_ADMIN_AMOUNT_REFUNDED'), value: amount(money.refunded) }] : []),
  ];
  return (
    <div className="space-y-4" data-testid="admin-order-payment">
      <dl className="divide-y divide-line text-sm">
        {facts.map((f) => (
          <div key={f.label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0">
            <dt className="text-muted">{f.label}</dt>
            <dd className="text-end font-semibold text-ink tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {code !== 'USD' && (
        <p className="text-xs text-muted" data-testid="payment-currency">
          {t('TEXT_ADMIN_ORDER_CURRENCY', { currency: code, rate: String(rate) })}
        </p>
      )}
      {money.payBy && money.status !== 'paid' && order.status === 'PENDING' && order.payment === 'card' && (
        <p className="text-xs text-muted">{t('TEXT_ADMIN_PAY_BY', { time: staffTime(money.payBy, locale) })}</p>
      )}
      {payment.flag && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="payment-flag"
        >
          {t(PAYMENT_FLAG_LABELS[payment.flag])}
        </p>
      )}
      {(markPaid || canRefund) && (
        <PaymentActions
          number={order.number}
          markPaid={markPaid}
          refund={
            canRefund
              ? { refundable: left, initial: asInput(left, digits), currency: { code, symbol, digits }, byCard: order.payment === 'card' }
              : null
          }
        />
      )}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">{t('HEADER_ADMIN_PAYMENT_HISTORY')}</h3>
        {payment.events.length === 0 ? (
          <p className="text-sm text-muted">{t('TEXT_ADMIN_NO_PAYMENT_EVENTS')}</p>
        ) : (
          <ol className="space-y-2.5 text-sm" data-testid="payment-events">
            {payment.events.map((e) => (
              <PaymentEventLine key={e.id} event={e} amount={amount} locale={locale} t={t} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations>>;

function PaymentEventLine({
  event: e,
  amount,
  locale,
  t,
}: {
  event: OrderPaymentEvent;
  amount: (units: number, currency?: string) => React.ReactNode;
  locale: string;
  t: Translate;
}) {
  const label = EVENT_LABELS[e.kind];
  const flagged = e.outcome?.startsWith('flagged:');
  return (
    <li className="rounded-md bg-surface px-3 py-2" data-testid="payment-event" data-kind={e.kind}>
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-ink">
          {label ? t(label as 'TEXT_ADMIN_PAYMENT_EVENT_PAID') : e.kind}
          {flagged && <span className="ms-1.5 text-xs font-normal text-amber-800">({t('TEXT_ADMIN_PAYMENT_EVENT_FLAGGED')})</span>}
        </span>
        {e.amount > 0 && <span className="shrink-0 font-semibold text-ink tabular-nums">{amount(e.amount, e.currency)}</span>}
      </span>
      <span className="mt-0.5 block text-xs text-muted">
        {staffTime(e.createdAt, locale)} · {e.provider === 'offline' ? t('TEXT_ADMIN_PAYMENT_BY_STAFF') : <bdi>{e.provider}</bdi>}
        {e.actorEmail && e.actorEmail !== 'system' && (
          <>
            {' '}
            · <bdi dir="ltr">{e.actorEmail}</bdi>
          </>
        )}
      </span>
      {(e.refundId || e.refundStatus) && (
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {e.refundId && <Code>{e.refundId}</Code>}
          {e.refundStatus && (
            <span>
              {REFUND_STATES[e.refundStatus] ? t(REFUND_STATES[e.refundStatus] as 'TEXT_ADMIN_REFUND_STATE_PENDING') : e.refundStatus}
            </span>
          )}
        </span>
      )}
    </li>
  );
}
