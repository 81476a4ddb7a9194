// Structured data of a product page (schema.org): Product with Offer (price in USD, availability),
// AggregateRating when there are reviews, the vehicles it is a part for (isAccessoryOrSparePartFor,
// one Vehicle per year range, at most model.VEHICLE_JSON_LD_LIMIT; a universal part or one of
// unknown fitment has none), and the BreadcrumbList of its categories.
import { localize } from '@/i18n/localized';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { absoluteImage } from '@/ui/image';
import { vehiclesJsonLd, type FitVehicle } from '../fitment';
import type { ProductDetail } from '../queries';

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'on-backorder': 'https://schema.org/BackOrder',
} as const;

const prefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);
export const productUrl = (origin: string, locale: Locale, slug: string) => `${origin}${prefix(locale)}/products/${slug}`;

export function productJsonLd(product: ProductDetail, vehicles: FitVehicle[], locale: Locale, origin: string) {
  const url = productUrl(origin, locale, product.slug);
  const name = localize(product.name, locale);
  const fits = product.compatibility === 'list' ? vehiclesJsonLd(vehicles) : [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description: localize(product.excerpt, locale),
      sku: product.sku,
      mpn: product.partNumber,
      url,
      image: product.images.map((src) => absoluteImage(src, origin)),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'USD',
        price: (product.price / 100).toFixed(2),
        availability: AVAILABILITY[product.stockStatus],
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(product.reviewsCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviewsCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      ...(fits.length ? { isAccessoryOrSparePartFor: fits } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ...product.categories.map((c, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: localize(c.name, locale),
          item: `${origin}${prefix(locale)}/catalog/${c.slug}`,
        })),
        { '@type': 'ListItem', position: product.categories.length + 1, name, item: url },
      ],
    },
  ];
}

export function ProductJsonLd({
  product,
  vehicles,
  locale,
  origin,
}: {
  product: ProductDetail;
  /** The vehicles the product is listed for (ProductPageData.compatible). */
  vehicles: FitVehicle[];
  locale: Locale;
  origin: string;
}) {
  // "<" is escaped so a product or vehicle text can never close the script element.
  const json = JSON.stringify(productJsonLd(product, vehicles, locale, origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
