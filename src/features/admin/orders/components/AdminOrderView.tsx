import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { OrderDetails } from '@/features/orders/components/OrderDetails';
import { AdminHeading } from '../../components/AdminFrame';
import { AUDIT_ACTION_LABELS, staffTime } from '../../model';
import type { AdminOrder } from '../queries';
import { PAYMENT_STATUS_LABELS } from '@/features/orders/payment';
import { OrderActions, OrderNoteForm } from './OrderActions';
import { OrderPayment, PaymentStatusBadge } from './OrderPayment';

/** One order for staff: the shopper's order view, and beside it its payment, the moves, notes and history. */
export async function AdminOrderView({
  order,
  notes,
  history,
  payment,
  countries,
}: AdminOrder & { countries: { code: string; name: string }[] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const box = 'rounded-md border border-line bg-white p-5';
  return (
    <>
      <Link href="/admin/orders" className="mb-3 inline-block text-sm text-ink/70 hover:text-brand">
        {t('LINK_ADMIN_BACK_TO_ORDERS')}
      </Link>
      <AdminHeading title={t('HEADER_ADMIN_ORDER', { number: order.number })} lead={<bdi dir="ltr">{order.email}</bdi>} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 rounded-md border border-line bg-white p-5">
          <OrderDetails order={order} countries={countries} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="order-payment" className={box}>
            <div className="mb-4 flex items-center justify-between gap-3">
              <h2 id="order-payment" className="text-base font-semibold text-ink">
                {t('HEADER_ADMIN_ORDER_PAYMENT')}
              </h2>
              <PaymentStatusBadge status={order.money.status} label={t(PAYMENT_STATUS_LABELS[order.money.status])} />
            </div>
            <OrderPayment order={order} payment={payment} />
          </section>
          <section aria-labelledby="order-actions" className={box}>
            <h2 id="order-actions" className="mb-4 text-base font-semibold text-ink">
              {t('HEADER_ADMIN_ORDER_ACTIONS')}
            </h2>
            <OrderActions number={order.number} status={order.status} />
          </section>
          <section aria-labelledby="order-notes" className={box}>
            <h2 id="order-notes" className="mb-4 text-base font-semibold text-ink">
              {t('HEADER_ADMIN_ORDER_NOTES')}
            </h2>
            {notes.length > 0 && (
              <ul className="mb-4 space-y-3" data-testid="admin-order-notes">
                {notes.map((n) => (
                  <li key={n.id} className="rounded-md bg-surface px-3 py-2 text-sm">
                    <bdi dir="auto" className="block whitespace-pre-line text-ink">
                      {n.body}
                    </bdi>
                    <span className="mt-1 block text-xs text-muted">
                      <bdi dir="ltr">{n.authorEmail}</bdi> · {staffTime(n.createdAt, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <OrderNoteForm number={order.number} />
          </section>
          {history.length > 0 && (
            <section aria-labelledby="order-history" className={box}>
              <h2 id="order-history" className="mb-3 text-base font-semibold text-ink">
                {t('HEADER_ADMIN_ORDER_HISTORY')}
              </h2>
              <ol className="space-y-2 text-sm">
                {history.map((e) => (
                  <li key={e.id}>
                    <span className="font-medium text-ink">
                      {AUDIT_ACTION_LABELS[e.action] ? t(AUDIT_ACTION_LABELS[e.action] as 'TEXT_AUDIT_ORDER_NOTE') : e.action}
                    </span>
                    <span className="block text-xs text-muted">
                      <bdi dir="ltr">{e.actorEmail}</bdi> · {staffTime(e.createdAt, locale)}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
