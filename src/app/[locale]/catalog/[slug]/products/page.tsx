import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryBySlug } from '@/features/catalog/queries';
import { ListingPage } from '@/features/catalog/components/ListingPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/catalog/[slug]/products'>): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const category = await categoryBySlug(slug);
  return category ? { title: localize(category.name, locale) } : {};
}

export default async function CategoryProductsPage({ params, searchParams }: PageProps<'/[locale]/catalog/[slug]/products'>) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  return <ListingPage locale={locale} slug={slug} searchParams={await searchParams} />;
}
