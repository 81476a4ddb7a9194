import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCurrentUser } from '@/features/account/session';
import { CheckoutForm } from '@/features/checkout/components/CheckoutForm';
import { countryOptions } from '@/server/countries';
import { savedAddresses } from '@/features/checkout/queries';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';
import { chargesOf } from '@/features/settings/model';
import { currentSettings } from '@/features/settings/queries';
import { ShopCharges } from '@/features/settings/components/ShopCharges';
import { OFFLINE_PAYMENT_METHODS, PAYMENT_METHODS } from '@/features/orders/payment';
import { cardPaymentsEnabled } from '@/features/payments/providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_CHECKOUT'), robots: { index: false } };
}

export default async function CheckoutPage({ params }: PageProps<'/[locale]/cart/checkout'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  const user = await getCurrentUser();
  const [countries, saved] = await Promise.all([countryOptions(locale), user ? savedAddresses(user.id) : []]);
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_CHECKOUT')} trail={[{ href: '/cart', label: t('HEADER_SHOPPING_CART') }]} />
      <div className={PAGE_CONTAINER}>
        {/* Again here: the layout is not rendered again on a client-side navigation. */}
        <ShopCharges charges={chargesOf(await currentSettings())} />
        <CheckoutForm
          countries={countries}
          saved={saved}
          user={user}
          methods={cardPaymentsEnabled() ? PAYMENT_METHODS : OFFLINE_PAYMENT_METHODS}
        />
      </div>
    </main>
  );
}
