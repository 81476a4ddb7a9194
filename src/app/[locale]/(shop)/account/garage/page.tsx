import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { AccountHeading } from '@/features/account/components/AccountHeading';
import { userGarage } from '@/features/vehicles/garage';
import { GarageManager } from '@/features/vehicles/components/GarageManager';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_GARAGE'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/garage'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const user = await requireUser('/account/garage');
  const t = await getTranslations();
  return (
    <main>
      <AccountHeading title={t('HEADER_GARAGE')} />
      <GarageManager initial={await userGarage(user.id)} />
    </main>
  );
}
