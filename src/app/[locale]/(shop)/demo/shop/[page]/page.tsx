import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { shopDemoFrom, type ShopDemoSlug } from '@/features/demos/model';
import { ShopDemoPage } from '@/features/demos/components/ShopDemoPage';
import { notFoundMetadata } from '@/i18n/not-found-metadata';

// The template's shop demos (/demo/shop/category-columns-3-sidebar, shop-table, product-full...):
// the shop's pages in the layout the slug names. Unknown slugs are a 404. They repeat pages the
// shop already has, so search engines are asked to leave them out.
type Props = PageProps<'/[locale]/demo/shop/[page]'>;

const TITLES = { categories: 'HEADER_CATALOG', listing: 'LINK_ALL_PRODUCTS', 'order-success': 'HEADER_ORDER_SUCCESS' } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = (await params) as { locale: Locale; page: string };
  const demo = shopDemoFrom(page);
  if (!demo) return notFoundMetadata(locale);
  const t = await getTranslations({ locale });
  const title = demo.kind === 'product' ? t(demo.layout === 'full' ? 'DEMO_PRODUCT_FULL' : 'DEMO_PRODUCT_SIDEBAR') : t(TITLES[demo.kind]);
  return { title, robots: { index: false } };
}

export default async function ShopDemoRoute({ params, searchParams }: Props) {
  const { locale, page } = (await params) as { locale: Locale; page: string };
  setRequestLocale(locale);
  const demo = shopDemoFrom(page);
  if (!demo) notFound();
  return <ShopDemoPage locale={locale} slug={page as ShopDemoSlug} demo={demo} searchParams={await searchParams} />;
}
