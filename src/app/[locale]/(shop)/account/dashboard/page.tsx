import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { defaultAddress, countryOptions } from '@/features/account/addresses';
import { recentOrders } from '@/features/account/queries';
import { DashboardView } from '@/features/account/components/DashboardView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ACCOUNT_DASHBOARD'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/dashboard'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const user = await requireUser('/account/dashboard');
  const [address, orders, countries] = await Promise.all([defaultAddress(user.id), recentOrders(user.id, 3), countryOptions(locale)]);
  const countryName = address ? (countries.find((c) => c.code === address.country)?.name ?? address.country) : '';
  return <DashboardView user={user} address={address} countryName={countryName} orders={orders} locale={locale} />;
}
