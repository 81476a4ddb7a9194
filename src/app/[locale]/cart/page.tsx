import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/features/cart/components/CartView';
import { PAGE_CONTAINER, PageHeading } from '@/features/cart/components/PageHeading';
import type { Locale } from '@/i18n/routing';

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
        <CartView />
      </div>
    </main>
  );
}
