import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Price } from '@/ui/Price';
import { Code } from '@/ui/Code';
import { StatusBadge, orderDate } from '@/features/orders/components/OrderDetails';
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '@/features/orders/payment';
import type { AdminOrderRow } from '../queries';
import { PaymentStatusBadge } from './OrderPayment';

/** A page of orders: number (to the order), date, customer, status, payment method and status, items, total. */
export async function OrderTable({ rows }: { rows: AdminOrderRow[] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  if (rows.length === 0)
    return <p className="rounded-md border border-line bg-white px-5 py-10 text-center text-muted">{t('TEXT_ADMIN_NO_ORDERS')}</p>;
  const th = 'px-4 py-3 text-start text-xs font-medium tracking-wide text-ink/70 uppercase';
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-white">
      <table className="w-full min-w-[880px] text-sm" data-testid="admin-orders">
        <caption className="sr-only">{t('LINK_ADMIN_ORDERS')}</caption>
        <thead className="border-b border-line bg-surface/60">
          <tr>
            <th scope="col" className={th}>
              {t('TEXT_ORDER_NUMBER')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ORDER_DATE')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_CUSTOMER')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ORDER_STATUS')}
            </th>
            <th scope="col" className={th}>
              {t('HEADER_PAYMENT_METHOD')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_PAYMENT_STATUS')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('TABLE_QUANTITY')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('TABLE_TOTAL')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((o) => (
            <tr key={o.number} className="hover:bg-surface/50" data-testid="admin-order-row">
              <td className="px-4 py-3 font-semibold whitespace-nowrap">
                <Link href={`/admin/orders/${o.number}`} className="text-ink hover:text-brand">
                  <Code>{o.number}</Code>
                </Link>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink/80">{orderDate(o.createdAt, locale)}</td>
              <td className="px-4 py-3">
                <span className="block font-medium text-ink">{o.name}</span>
                <Code className="block text-xs text-muted">{o.email}</Code>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={o.status} />
              </td>
              <td className="px-4 py-3 text-ink/80">{t(PAYMENT_LABELS[o.payment].name)}</td>
              <td className="px-4 py-3">
                <PaymentStatusBadge status={o.paymentStatus} label={t(PAYMENT_STATUS_LABELS[o.paymentStatus])} />
              </td>
              <td className="px-4 py-3 text-end tabular-nums">{o.quantity}</td>
              <td className="px-4 py-3 text-end font-semibold whitespace-nowrap">
                <Price cents={o.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
