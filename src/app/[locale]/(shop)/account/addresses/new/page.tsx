import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { countryOptions } from '@/server/countries';
import { AccountHeading, Card } from '@/features/account/components/AccountHeading';
import { AddressForm } from '@/features/account/components/AddressForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_ADD_ADDRESS'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/addresses/new'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const user = await requireUser('/account/addresses/new');
  const [countries, t] = await Promise.all([countryOptions(locale), getTranslations()]);
  return (
    <main>
      <AccountHeading title={t('HEADER_ADD_ADDRESS')} trail={[{ href: '/account/addresses', label: t('LINK_ACCOUNT_ADDRESSES') }]} />
      <Card>
        <AddressForm
          address={null}
          countries={countries}
          defaults={{ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '' }}
        />
      </Card>
    </main>
  );
}
