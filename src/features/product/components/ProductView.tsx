// The product page body in either layout: 'full' (gallery and info side by side across the page)
// or 'sidebar' (the same, narrower, beside a sidebar the caller passes, e.g. categories and latest
// products). Below: tabs (description, specification, compatible vehicles, reviews), then the
// analogs and related-products carousels.
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Breadcrumb } from '@/features/catalog/components/Breadcrumb';
import { BlockProducts } from '@/features/content/components/home/BlockProducts';
import { sanitizeDescription } from '../description';
import type { ProductPageData } from '../product-page';
import { toPurchasable } from '../purchasable';
import type { ProductDetail } from '../queries';
import { AddToCartForm } from './AddToCartForm';
import { CompatibleVehicles } from './CompatibleVehicles';
import { FitmentBlock } from './FitmentBlock';
import { ProductGallery } from './ProductGallery';
import { galleryPictures } from './gallery-pictures';
import { THUMBS } from './gallery-layout';
import { ProductInfo } from './ProductInfo';
import { ProductTabs } from './ProductTabs';
import { ReviewsSection } from './ReviewsSection';
import { Specification } from './Specification';

export type ProductViewProps = ProductPageData & {
  layout?: 'full' | 'sidebar';
  /** The sidebar's content in the 'sidebar' layout. */
  sidebar?: ReactNode;
  /** The tab open at first ('reviews' when the URL asks for a reviews page). */
  initialTab?: string;
};

const CONTAINER = 'mx-auto w-full max-w-[1350px] px-4 sm:px-6';

/** Home, the product's categories from the department down, then the product. */
function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const locale = useLocale() as Locale;
  return (
    <Breadcrumb
      items={[
        ...product.categories.map((c) => ({ name: localize(c.name, locale), href: `/catalog/${c.slug}` })),
        { name: localize(product.name, locale) },
      ]}
    />
  );
}

export function ProductView({
  product,
  reviews,
  compatible,
  fit,
  analogs,
  related,
  layout = 'full',
  sidebar,
  initialTab,
}: ProductViewProps) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const name = localize(product.name, locale);
  const description = sanitizeDescription(localize(product.description, locale));

  const tabs = [
    {
      id: 'description',
      label: t('TAB_DESCRIPTION'),
      content: <div className="product-description" data-testid="product-description" dangerouslySetInnerHTML={{ __html: description }} />,
    },
    { id: 'specification', label: t('TAB_SPECIFICATION'), content: <Specification groups={product.specification} /> },
    {
      id: 'compatibility',
      label: t('TAB_COMPATIBILITY'),
      content:
        product.compatibility === 'list' ? (
          <CompatibleVehicles vehicles={compatible} currentVehicleId={fit.vehicle?.id ?? null} />
        ) : (
          <p className="text-muted">{product.compatibility === 'all' ? t('TEXT_COMPATIBILITY_ALL') : t('TEXT_COMPATIBILITY_UNKNOWN')}</p>
        ),
    },
    {
      id: 'reviews',
      label: t('TAB_REVIEWS', { count: product.reviewsCount }),
      content: <ReviewsSection productId={product.id} slug={product.slug} rating={product.rating} reviews={reviews} />,
    },
  ];

  const sideBySide = layout === 'full' ? 'lg:grid-cols-2 lg:gap-12' : 'xl:grid-cols-2 xl:gap-10';
  const gallery = layout === 'full' ? 'product-full' : 'product-sidebar';
  const body = (
    <div className="flex min-w-0 flex-col gap-10">
      <div className={`grid gap-8 ${sideBySide}`}>
        <ProductGallery
          images={product.images}
          alt={name}
          layout={gallery}
          pictures={galleryPictures(product.images, name, gallery, true)}
          thumbsClassName={THUMBS[gallery]}
        />
        <div className="flex flex-col gap-6">
          <ProductInfo product={product} reviewsHref="#reviews">
            <FitmentBlock status={fit.status} vehicle={fit.vehicle} qualifiers={fit.qualifiers} />
          </ProductInfo>
          <AddToCartForm product={toPurchasable(product)} />
        </div>
      </div>
      <section aria-label={t('TEXT_PRODUCT_DETAILS')}>
        <ProductTabs tabs={tabs} initial={initialTab} />
      </section>
    </div>
  );

  return (
    <main className="flex flex-col gap-12 pb-8 md:gap-14" data-testid="product-page" data-product-id={product.id} data-layout={layout}>
      <div className={`${CONTAINER} flex flex-col gap-6 pt-5`}>
        <ProductBreadcrumb product={product} />
        {layout === 'sidebar' ? (
          <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)]">
            <aside className="order-last flex flex-col gap-6 lg:order-first">{sidebar}</aside>
            {body}
          </div>
        ) : (
          body
        )}
      </div>
      <BlockProducts id="product-analogs" title={t('HEADER_ANALOGS')} products={analogs} testId="analogs" />
      <BlockProducts id="related-products" title={t('HEADER_RELATED_PRODUCTS')} products={related} testId="related-products" />
    </main>
  );
}
