import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/features/account/session';
import { OrderHistory } from '@/features/orders/components/OrderHistory';
import { parsePage } from '@/features/orders/model';
import { ordersForUser } from '@/features/orders/queries';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_ORDER_HISTORY'), robots: { index: false } };
}

export default async function OrdersPage({ params, searchParams }: PageProps<'/[locale]/account/orders'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const page = parsePage((await searchParams).page);
  const user = await requireUser(page > 1 ? `/account/orders?page=${page}` : '/account/orders');
  const t = await getTranslations();
  const { items, total } = await ordersForUser(user, page);
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_ORDER_HISTORY')} trail={[{ href: '/account/dashboard', label: t('HEADER_MY_ACCOUNT') }]} />
      <div className={PAGE_CONTAINER}>
        <OrderHistory orders={items} total={total} page={page} />
      </div>
    </main>
  );
}
