import { getTranslations, setRequestLocale } from 'next-intl/server';
import { bestsellers, featuredProducts, specialOffers, topRated } from '@/features/catalog/queries';
import { homeBrands, homeFeatures, homeSlides, latestPosts, popularCategories } from '@/features/content/queries';
import { Slideshow } from '@/features/content/components/home/Slideshow';
import { Features } from '@/features/content/components/home/Features';
import { BlockProducts } from '@/features/content/components/home/BlockProducts';
import { BlockCategories } from '@/features/content/components/home/BlockCategories';
import { BlockProductColumns } from '@/features/content/components/home/BlockProductColumns';
import { BlockPosts } from '@/features/content/components/home/BlockPosts';
import { BlockBrands } from '@/features/content/components/home/BlockBrands';
import type { Locale } from '@/i18n/routing';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  const [slides, featured, categories, rated, offers, sold, posts, brands] = await Promise.all([
    homeSlides(),
    featuredProducts(16),
    popularCategories(8, 4),
    topRated(3),
    specialOffers(3),
    bestsellers(3),
    latestPosts(3),
    homeBrands(16),
  ]);
  return (
    <main className="flex flex-col gap-12 pb-4 md:gap-14">
      <h1 className="sr-only">{t('HEADER_HOME')}</h1>
      <div className="flex flex-col gap-6">
        <Slideshow locale={locale} slides={slides} />
        <Features locale={locale} features={homeFeatures()} />
      </div>
      <BlockProducts id="featured-products" title={t('HEADER_FEATURED_PRODUCTS')} products={featured} viewAllHref="/catalog/products" testId="product-list" />
      <BlockCategories locale={locale} categories={categories} />
      <BlockProductColumns
        columns={[
          { id: 'top-rated', title: t('HEADER_TOP_RATED'), products: rated },
          { id: 'special-offers', title: t('HEADER_SPECIAL_OFFERS'), products: offers, viewAllHref: '/catalog/products?filter_discount=yes' },
          { id: 'bestsellers', title: t('HEADER_BESTSELLERS'), products: sold },
        ]}
      />
      <BlockPosts locale={locale} posts={posts} />
      <BlockBrands brands={brands} />
    </main>
  );
}
