import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPlaceholder } from '@/features/cart/components/CartPlaceholder';
import { CartView } from '@/features/cart/components/CartView';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';
import { chargesOf } from '@/features/settings/model';
import { currentSettings } from '@/features/settings/queries';
import { ShopCharges } from '@/features/settings/components/ShopCharges';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_SHOPPING_CART'), robots: { index: false } };
}

export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_SHOPPING_CART')} />
      <div className={PAGE_CONTAINER}>
        {/* Again here: the layout is not rendered again on a client-side navigation. */}
        <ShopCharges charges={chargesOf(await currentSettings())} />
        <CartView placeholder={<CartPlaceholder />} />
      </div>
    </main>
  );
}
