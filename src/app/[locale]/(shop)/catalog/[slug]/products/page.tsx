import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryBySlug } from '@/features/catalog/queries';
import { ListingPage } from '@/features/catalog/components/ListingPage';
import { notFoundMetadata } from '@/i18n/not-found-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/catalog/[slug]/products'>): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const category = await categoryBySlug(slug);
  if (!category) return notFoundMetadata(locale);
  const name = localize(category.name, locale);
  // Each category its own description (the site's default would repeat on every listing).
  const t = await getTranslations({ locale });
  return { title: name, description: t('META_CATEGORY_DESCRIPTION', { category: name }) };
}

export default async function CategoryProductsPage({ params, searchParams }: PageProps<'/[locale]/catalog/[slug]/products'>) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  return <ListingPage locale={locale} slug={slug} searchParams={await searchParams} />;
}
