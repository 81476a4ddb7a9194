import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { countryOptions } from '@/server/countries';
import { defaultAddress } from '@/features/account/addresses';
import { emailVerifiedOf, recentOrders } from '@/features/account/queries';
import { dashboardWith, verificationNotice } from '@/features/account/email-links';
import { DashboardView } from '@/features/account/components/DashboardView';
import { EmailVerificationNotice } from '@/features/account/components/EmailVerificationNotice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ACCOUNT_DASHBOARD'), robots: { index: false } };
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/account/dashboard'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  // A verification link opened while signed out comes back here after sign-in, notice and all.
  const notice = verificationNotice(await searchParams);
  const user = await requireUser(dashboardWith(notice));
  const [address, orders, countries, verified] = await Promise.all([
    defaultAddress(user.id),
    recentOrders(user.id, 3),
    countryOptions(locale),
    emailVerifiedOf(user.id),
  ]);
  const countryName = address ? (countries.find((c) => c.code === address.country)?.name ?? address.country) : '';
  return (
    <DashboardView
      user={user}
      address={address}
      countryName={countryName}
      orders={orders}
      locale={locale}
      notice={<EmailVerificationNotice email={user.email} verified={verified} notice={notice} />}
    />
  );
}
