// The home page in the specification's two layouts, composed from the same blocks and real data:
// - 'one' (/): slideshow and features, featured products, popular categories, three product
//   columns, latest news, brands.
// - 'two' (/demo/home-two): the vehicle finder hero, features, popular categories, special offers
//   and new arrivals rows, three different product columns, brands, then latest news.
// The header demo pages show layout one under another header.
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { bestsellers, featuredProducts, latestProducts, specialOffers, topRated } from '@/features/catalog/queries';
import { cardFitSlot } from '@/features/catalog/components/card-fit';
import { homeBrands, homeFeatures, homeSlides, latestPosts, popularCategories, storeStats } from '../../queries';
import { Slideshow } from './Slideshow';
import { Features } from './Features';
import { BlockFinder } from './BlockFinder';
import { BlockProducts } from './BlockProducts';
import { BlockCategories } from './BlockCategories';
import { BlockProductColumns } from './BlockProductColumns';
import { BlockPosts } from './BlockPosts';
import { BlockBrands } from './BlockBrands';

export type HomeLayout = 'one' | 'two';

const DISCOUNTED = '/catalog/products?filter_discount=yes';
const NEWEST = '/catalog/products?sort=date_desc';

export async function HomePage({ locale, layout = 'one' }: { locale: Locale; layout?: HomeLayout }) {
  setRequestLocale(locale);
  const t = await getTranslations();
  const heading = <h1 className="sr-only">{t('HEADER_HOME')}</h1>;
  return layout === 'two' ? <HomeTwo locale={locale} heading={heading} /> : <HomeOne locale={locale} heading={heading} />;
}

async function HomeOne({ locale, heading }: { locale: Locale; heading: ReactNode }) {
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
  // With a vehicle chosen, every card says whether the part fits it, as in the listings.
  const fit = await cardFitSlot([...featured, ...rated, ...offers, ...sold]);
  return (
    <main className="flex flex-col gap-12 pb-4 md:gap-14" data-home-layout="one">
      {heading}
      <div className="flex flex-col gap-6">
        <Slideshow locale={locale} slides={slides} />
        <Features locale={locale} features={await homeFeatures()} />
      </div>
      <BlockProducts
        id="featured-products"
        title={t('HEADER_FEATURED_PRODUCTS')}
        products={featured}
        viewAllHref="/catalog/products"
        testId="product-list"
        fit={fit}
      />
      <BlockCategories locale={locale} categories={categories} />
      <BlockProductColumns
        columns={[
          { id: 'top-rated', title: t('HEADER_TOP_RATED'), products: rated },
          { id: 'special-offers', title: t('HEADER_SPECIAL_OFFERS'), products: offers, viewAllHref: DISCOUNTED },
          { id: 'bestsellers', title: t('HEADER_BESTSELLERS'), products: sold },
        ]}
        fit={fit}
      />
      <BlockPosts locale={locale} posts={posts} />
      <BlockBrands brands={brands} />
    </main>
  );
}

async function HomeTwo({ locale, heading }: { locale: Locale; heading: ReactNode }) {
  const t = await getTranslations();
  const [slides, stats, categories, offers, newest, sold, rated, featured, posts, brands] = await Promise.all([
    homeSlides(),
    storeStats(),
    popularCategories(8, 4),
    specialOffers(12),
    latestProducts(12),
    bestsellers(3),
    topRated(3),
    featuredProducts(3),
    latestPosts(3),
    homeBrands(16),
  ]);
  const fit = await cardFitSlot([...offers, ...newest, ...sold, ...rated, ...featured]);
  return (
    <main className="flex flex-col gap-12 pb-4 md:gap-14" data-home-layout="two">
      {heading}
      <div className="flex flex-col gap-6">
        <BlockFinder slide={slides[0]?.slug ?? null} vehicles={stats.vehicles} />
        <Features locale={locale} features={await homeFeatures()} />
      </div>
      <BlockCategories locale={locale} categories={categories} />
      <BlockProducts
        id="special-offers-row"
        title={t('HEADER_SPECIAL_OFFERS')}
        products={offers}
        viewAllHref={DISCOUNTED}
        testId="product-list"
        fit={fit}
      />
      <BlockProducts
        id="new-arrivals"
        title={t('HEADER_NEW_ARRIVALS')}
        products={newest}
        viewAllHref={NEWEST}
        testId="new-arrivals"
        fit={fit}
      />
      <BlockProductColumns
        columns={[
          { id: 'bestsellers', title: t('HEADER_BESTSELLERS'), products: sold },
          { id: 'top-rated', title: t('HEADER_TOP_RATED'), products: rated },
          { id: 'featured', title: t('HEADER_FEATURED_PRODUCTS'), products: featured, viewAllHref: '/catalog/products' },
        ]}
        fit={fit}
      />
      <BlockBrands brands={brands} />
      <BlockPosts locale={locale} posts={posts} />
    </main>
  );
}
