import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/features/account/session';
import { countryOptions } from '@/server/countries';
import { OrderDetails } from '@/features/orders/components/OrderDetails';
import { orderForUser } from '@/features/orders/queries';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';
import { parseRowId } from '@/db/row-id';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/orders/[id]'>): Promise<Metadata> {
  const t = await getTranslations();
  const { id } = await params;
  return { title: t('HEADER_ORDER_VIEW', { id }), robots: { index: false } };
}

/** One of the signed-in shopper's orders; someone else's order, or no order, is a 404. */
export default async function OrderPage({ params }: PageProps<'/[locale]/account/orders/[id]'>) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const user = await requireUser(`/account/orders/${encodeURIComponent(id)}`);
  const orderId = parseRowId(id);
  const order = orderId ? await orderForUser(orderId, user) : null;
  if (!order) notFound();
  const t = await getTranslations();
  const countries = await countryOptions(locale);
  return (
    <main className="pb-14">
      <PageHeading
        title={t('HEADER_ORDER_NUMBER', { number: order.number })}
        trail={[
          { href: '/account/dashboard', label: t('HEADER_MY_ACCOUNT') },
          { href: '/account/orders', label: t('HEADER_ORDER_HISTORY') },
        ]}
      />
      <div className={PAGE_CONTAINER}>
        <OrderDetails order={order} countries={countries} />
      </div>
    </main>
  );
}
