// The account's order history (/account/orders): 8 orders a page, newest first, each with number
// (linking to the order view), date, status and total for its items; page links below.
import { Code } from '@/ui/Code';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Price } from '@/ui/Price';
import { ChevronBackIcon, ChevronNextIcon } from '@/ui/icons';
import { pageCount, type OrderSummary } from '../model';
import { StatusBadge, orderDate } from './OrderDetails';

export function OrderHistory({ orders, total, page }: { orders: OrderSummary[]; total: number; page: number }) {
  const t = useTranslations();
  const locale = useLocale();
  const pages = pageCount(total);
  if (total === 0) {
    return (
      <div className="rounded-md border border-line px-6 py-14 text-center">
        <p className="text-lg text-ink">{t('TEXT_NO_ORDERS')}</p>
        <Link href="/" className="mt-5 inline-flex h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          {t('BUTTON_CONTINUE_SHOPPING')}
        </Link>
      </div>
    );
  }
  const pageLink = 'inline-flex h-10 min-w-10 items-center justify-center rounded border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full text-sm" data-testid="order-history">
          <caption className="sr-only">{t('HEADER_ORDER_HISTORY')}</caption>
          <thead className="bg-surface text-xs tracking-wide text-ink/75 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">{t('TABLE_ORDER')}</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">{t('TABLE_DATE')}</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">{t('TABLE_STATUS')}</th>
              <th scope="col" className="px-4 py-3 text-end font-medium">{t('TABLE_TOTAL')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((o) => (
              <tr key={o.id} data-testid="order-row">
                <td className="px-4 py-3.5">
                  <Link href={`/account/orders/${o.id}`} className="font-semibold text-brand hover:underline"><Code>{o.number}</Code></Link>
                </td>
                <td className="px-4 py-3.5 whitespace-nowrap text-ink">{orderDate(o.createdAt, locale)}</td>
                <td className="px-4 py-3.5"><StatusBadge status={o.status} /></td>
                <td className="px-4 py-3.5 text-end whitespace-nowrap text-ink">
                  {t.rich('TEXT_ORDER_TOTAL_FOR_ITEMS', { count: o.quantity, total: () => <Price cents={o.total} className="font-semibold" /> })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('TEXT_PAGINATION')} className="mt-6 flex items-center justify-center gap-2">
          {page > 1 ? (
            <Link href={`/account/orders?page=${page - 1}`} className={`${pageLink} border-line hover:border-ink`} aria-label={t('BUTTON_PREVIOUS')}><ChevronBackIcon size={16} className="rtl:rotate-180" /></Link>
          ) : null}
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Link key={n} href={`/account/orders?page=${n}`} aria-current={n === page ? 'page' : undefined} className={`${pageLink} ${n === page ? 'border-brand bg-brand text-white' : 'border-line hover:border-ink'}`}>
              {n}
            </Link>
          ))}
          {page < pages ? (
            <Link href={`/account/orders?page=${page + 1}`} className={`${pageLink} border-line hover:border-ink`} aria-label={t('BUTTON_NEXT')}><ChevronNextIcon size={16} className="rtl:rotate-180" /></Link>
          ) : null}
        </nav>
      )}
    </div>
  );
}
