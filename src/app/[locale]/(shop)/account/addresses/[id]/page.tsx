import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { countryOptions } from '@/server/countries';
import { getAddress } from '@/features/account/addresses';
import { AccountHeading, Card } from '@/features/account/components/AccountHeading';
import { AddressForm } from '@/features/account/components/AddressForm';
import { parseRowId } from '@/db/row-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_EDIT_ADDRESS'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/addresses/[id]'>) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const user = await requireUser(`/account/addresses/${encodeURIComponent(id)}`);
  // Another shopper's address is answered exactly like one that does not exist.
  const addressId = parseRowId(id);
  const address = addressId ? await getAddress(user.id, addressId) : null;
  if (!address) notFound();
  const [countries, t] = await Promise.all([countryOptions(locale), getTranslations()]);
  return (
    <main>
      <AccountHeading title={t('HEADER_EDIT_ADDRESS')} trail={[{ href: '/account/addresses', label: t('LINK_ACCOUNT_ADDRESSES') }]} />
      <Card>
        <AddressForm address={address} countries={countries} defaults={{ firstName: '', lastName: '', email: '', phone: '' }} />
      </Card>
    </main>
  );
}
