import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ListingPage } from '@/features/catalog/components/ListingPage';

export async function generateMetadata({ searchParams }: PageProps<'/[locale]/catalog/products'>): Promise<Metadata> {
  const t = await getTranslations();
  const search = (await searchParams).search;
  return {
    title:
      typeof search === 'string' && search.trim()
        ? t('HEADER_SEARCH_RESULTS', { search: search.trim().slice(0, 100) })
        : t('LINK_ALL_PRODUCTS'),
  };
}

export default async function ProductsPage({ params, searchParams }: PageProps<'/[locale]/catalog/products'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <ListingPage locale={locale} searchParams={await searchParams} />;
}
