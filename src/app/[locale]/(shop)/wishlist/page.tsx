import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WishlistView } from '@/features/wishlist/components/WishlistView';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_WISHLIST'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/wishlist'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_WISHLIST')} />
      <div className={PAGE_CONTAINER}>
        <WishlistView />
      </div>
    </main>
  );
}
