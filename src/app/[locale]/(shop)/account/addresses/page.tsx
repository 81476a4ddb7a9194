import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { countryOptions } from '@/server/countries';
import { listAddresses } from '@/features/account/addresses';
import { AccountHeading } from '@/features/account/components/AccountHeading';
import { AddressBook } from '@/features/account/components/AddressBook';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ACCOUNT_ADDRESSES'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/addresses'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const user = await requireUser('/account/addresses');
  const [addresses, countries, t] = await Promise.all([listAddresses(user.id), countryOptions(locale), getTranslations()]);
  return (
    <main>
      <AccountHeading title={t('LINK_ACCOUNT_ADDRESSES')} />
      <AddressBook addresses={addresses} countryNames={Object.fromEntries(countries.map((c) => [c.code, c.name]))} />
    </main>
  );
}
