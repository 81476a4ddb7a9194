import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

// Specification section 8: "Address not found", for an unknown id and for another shopper's alike.
export default async function AddressNotFound() {
  const t = await getTranslations();
  return (
    <main className="rounded-md border border-line bg-white px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('ERROR_ADDRESS_NOT_FOUND')}</h1>
      <p className="mt-2 text-muted">{t('TEXT_ADDRESS_NOT_FOUND')}</p>
      <Link
        href="/account/addresses"
        className="mt-6 inline-flex h-11 items-center rounded-md bg-brand px-6 font-medium text-white hover:bg-brand-dark"
      >
        {t('LINK_BACK_TO_ADDRESSES')}
      </Link>
    </main>
  );
}
