// The account's order history (/account/orders): 8 orders a page, newest first, each with number
// (linking to the order view), date, status and total for its items; page links below (the kit's
// Table and Pagination).
import { Code } from '@/ui/Code';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Price } from '@/ui/Price';
import { ButtonLink } from '@/ui/Button';
import { Pagination } from '@/ui/Pagination';
import { Table, Td, Th } from '@/ui/Table';
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
        <ButtonLink href="/" className="mt-5 font-semibold">
          {t('BUTTON_CONTINUE_SHOPPING')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <Table caption={t('HEADER_ORDER_HISTORY')} captionHidden testId="order-history">
        <thead>
          <tr>
            <Th>{t('TABLE_ORDER')}</Th>
            <Th>{t('TABLE_DATE')}</Th>
            <Th>{t('TABLE_STATUS')}</Th>
            <Th align="end">{t('TABLE_TOTAL')}</Th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row">
              <Td className="whitespace-nowrap">
                <Link href={`/account/orders/${o.id}`} className="font-semibold text-brand hover:underline">
                  <Code>{o.number}</Code>
                </Link>
              </Td>
              <Td className="whitespace-nowrap">{orderDate(o.createdAt, locale)}</Td>
              <Td className="whitespace-nowrap">
                <StatusBadge status={o.status} />
              </Td>
              <Td align="end" className="whitespace-nowrap">
                {t.rich('TEXT_ORDER_TOTAL_FOR_ITEMS', {
                  count: o.quantity,
                  total: () => <Price cents={o.total} className="font-semibold" />,
                })}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page} pages={pages} href={(p) => `/account/orders?page=${p}`} className="mt-6" />
    </div>
  );
}
