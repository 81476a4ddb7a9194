import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { adminOrder } from '@/features/admin/orders/queries';
import { AdminOrderView } from '@/features/admin/orders/components/AdminOrderView';
import { countryOptions } from '@/server/countries';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/orders/[number]'>): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_ADMIN_ORDER', { number: decodeURIComponent((await params).number).slice(0, 20) }) };
}

export default async function AdminOrderPage({ params }: PageProps<'/[locale]/admin/orders/[number]'>) {
  await requireStaff('orders');
  const { number, locale } = await params;
  const found = await adminOrder(decodeURIComponent(number));
  if (!found) notFound();
  return <AdminOrderView {...found} countries={await countryOptions(locale as Locale)} />;
}
