// One placed order, as the success page, track order and the account's order view show it (behaviour
// notes: number, date, status, total, payment method, items with options, the vehicle each was bought
// for and its fit then, and totals, both addresses).
// No 'use client': it renders on the server and, for track order, inside a client component too.
// Its prices are the order's: the currency it was placed in at the rate it was placed at (the amounts
// checkout showed and the shopper was charged), not the visitor's display currency of today.
import { Code } from '@/ui/Code';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { ProductThumb } from '@/ui/ProductThumb';
import { LineFit } from '@/features/cart/components/LineFit';
import { TotalsCard } from '@/ui/TotalsCard';
import { PAYMENT_LABELS } from '../payment';
import { CurrencyProvider } from '@/i18n/currency-context';
import { paymentStatusLabel, STATUS_LABELS, type OrderAddress, type OrderView } from '../model';
import { productHref } from '@/routes';

/** The order's date in the shopper's language; UTC so server and browser print the same day. */
export const orderDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export function StatusBadge({ status }: { status: OrderView['status'] }) {
  const t = useTranslations();
  const tone = {
    PENDING: 'bg-amber-100 text-amber-900',
    SHIPPED: 'bg-sky-100 text-sky-900',
    COMPLETED: 'bg-emerald-100 text-emerald-900',
    CANCELLED: 'bg-red-100 text-red-900',
  }[status];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`} data-testid="order-status">
      {t(STATUS_LABELS[status])}
    </span>
  );
}

const PAYMENT_TONES: Record<OrderView['money']['status'], string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  paid: 'bg-emerald-100 text-emerald-900',
  partially_refunded: 'bg-slate-100 text-slate-800',
  refunded: 'bg-slate-100 text-slate-800',
};

function PaymentStatusBadge({ order }: { order: Pick<OrderView, 'status' | 'money'> }) {
  const t = useTranslations();
  const label = paymentStatusLabel(order.money.status, order.status);
  const tone = label === 'TEXT_PAYMENT_NOT_PAID' ? 'bg-slate-100 text-slate-800' : PAYMENT_TONES[order.money.status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
      data-testid="order-payment-status"
    >
      {t(label)}
    </span>
  );
}

function AddressCard({ title, address, countries }: { title: string; address: OrderAddress; countries: Record<string, string> }) {
  const lines = [
    address.company,
    address.address1,
    address.address2,
    [address.city, address.state, address.postcode].filter(Boolean).join(', '),
    countries[address.country] ?? address.country,
  ].filter(Boolean);
  return (
    <section className="rounded-md border border-line p-5" aria-label={title}>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <address className="mt-3 text-sm leading-relaxed text-muted not-italic">
        {/* What the shopper typed is isolated with its own direction (bdi dir="auto"): "2 Rue de Rivoli" stays
            in order in Arabic, and the line still aligns with the page. */}
        <span className="block font-medium text-ink">
          <bdi dir="auto">
            {address.firstName} {address.lastName}
          </bdi>
        </span>
        {lines.map((l, i) => (
          <span key={i} className="block">
            <bdi dir="auto">{l}</bdi>
          </span>
        ))}
        <span className="mt-2 block">
          <Code>{address.email}</Code>
        </span>
        <span className="block">
          <Code>{address.phone}</Code>
        </span>
      </address>
    </section>
  );
}

export function OrderDetails({
  order,
  countries,
  headingLevel = 2,
}: {
  order: OrderView;
  countries: { code: string; name: string }[];
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const H = `h${headingLevel}` as 'h2';
  const names = Object.fromEntries(countries.map((c) => [c.code, c.name]));
  const facts = [
    { label: t('TEXT_ORDER_NUMBER'), value: <Code testId="order-number">{order.number}</Code> },
    { label: t('TEXT_ORDER_DATE'), value: orderDate(order.createdAt, locale) },
    { label: t('TEXT_ORDER_STATUS'), value: <StatusBadge status={order.status} /> },
    { label: t('TABLE_TOTAL'), value: <Price cents={order.total} /> },
    { label: t('HEADER_PAYMENT_METHOD'), value: t(PAYMENT_LABELS[order.payment].name) },
    { label: t('TEXT_ORDER_PAYMENT_STATUS'), value: <PaymentStatusBadge order={order} /> },
  ];
  return (
    <CurrencyProvider currencies={[order.money.currency]} initial={order.money.currency.code}>
      {/* Laid out by the room it is given, not the window's: the admin shows it beside a side column. */}
      <div className="@container space-y-8" data-testid="order-details">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-md border border-line bg-line @lg:grid-cols-3 @4xl:grid-cols-6">
          {facts.map((f) => (
            <div key={f.label} className="bg-white px-4 py-3.5">
              <dt className="text-xs tracking-wide text-muted uppercase">{f.label}</dt>
              <dd className="mt-1 font-semibold text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
        {order.status === 'CANCELLED' && (
          <p
            role="status"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
            data-testid="order-cancelled"
          >
            {t('TEXT_ORDER_CANCELLED_NOTE')}
          </p>
        )}
        {order.shipment && (
          <p className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950" data-testid="order-shipment">
            {t.rich('TEXT_ORDER_SHIPMENT', {
              carrier: () => <bdi className="font-semibold">{order.shipment!.carrier}</bdi>,
              tracking: () => (
                <Code testId="order-tracking-number" className="font-semibold">
                  {order.shipment!.trackingNumber}
                </Code>
              ),
            })}
          </p>
        )}

        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 @3xl:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby={`order-${order.id}-items`} className="min-w-0">
            <H id={`order-${order.id}-items`} className="text-lg font-semibold text-ink">
              {t('HEADER_ORDER_ITEMS')}
            </H>
            {/* On the narrowest phones the lines scroll sideways inside their box; the page never does. */}
            <div className="relative mt-3 overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
                  <tr>
                    <th scope="col" className="py-2.5 text-start font-medium">
                      {t('TABLE_PRODUCT')}
                    </th>
                    <th scope="col" className="hidden px-3 py-2.5 text-end font-medium sm:table-cell">
                      {t('TABLE_PRICE')}
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-center font-medium">
                      {t('TABLE_QUANTITY')}
                    </th>
                    <th scope="col" className="py-2.5 text-end font-medium">
                      {t('TABLE_TOTAL')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {order.items.map((item) => {
                    const name = localize(item.productName, locale);
                    return (
                      <tr key={item.id} data-testid="order-item">
                        <td className="py-3 pe-3">
                          <div className="flex items-center gap-3">
                            <ProductThumb src={item.image} alt={name} size={56} />
                            <div className="min-w-0">
                              {item.productId ? (
                                <Link href={productHref(item.productSlug)} className="line-clamp-2 font-medium text-ink hover:text-brand">
                                  {name}
                                </Link>
                              ) : (
                                <span className="line-clamp-2 font-medium text-ink">{name}</span>
                              )}
                              {item.options.length > 0 && (
                                <span className="mt-0.5 block text-xs text-muted" data-testid="order-item-options">
                                  {item.options.map((o) => `${localize(o.name, locale)}: ${localize(o.value, locale)}`).join(', ')}
                                </span>
                              )}
                              {item.fit && <LineFit fit={item.fit} qualifiers={item.fitQualifiers} vehicle={item.vehicleLabel} />}
                            </div>
                          </div>
                        </td>
                        <td className="hidden px-3 py-3 text-end whitespace-nowrap sm:table-cell">
                          <Price cents={item.price} />
                        </td>
                        <td className="px-3 py-3 text-center tabular-nums">{item.quantity}</td>
                        <td className="py-3 text-end font-medium whitespace-nowrap">
                          <Price cents={item.total} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {order.notes && (
              <p className="mt-4 rounded-md bg-surface px-4 py-3 text-sm text-muted">
                <span className="font-medium text-ink">{t('INPUT_ORDER_NOTES')}:</span>{' '}
                <bdi dir="auto" data-testid="order-notes">
                  {order.notes}
                </bdi>
              </p>
            )}
          </section>
          <TotalsCard title={t('HEADER_ORDER_TOTALS')} subtotal={order.subtotal} totals={order.totals} total={order.total} />
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <AddressCard title={t('HEADER_BILLING_ADDRESS')} address={order.billingAddress} countries={names} />
          <AddressCard title={t('HEADER_SHIPPING_ADDRESS')} address={order.shippingAddress} countries={names} />
        </div>
      </div>
    </CurrencyProvider>
  );
}
