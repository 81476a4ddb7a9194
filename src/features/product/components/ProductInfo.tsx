// The product's identity beside the gallery: badges, name (the page's h1), rating and review count,
// SKU, part number, brand with country, stock status, price with compare-at price, excerpt,
// featured attributes, interchange numbers and tags. No 'use client': server and quick view share it.
// @server-translated: its badge and stock ids are translated where it is drawn; the quick view's part
// brings them when it draws it in the browser (scripts/messages/client-ids.ts).
import { Code } from '@/ui/Code';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { Rating } from '@/ui/Rating';
import type { ProductBadge } from '@/features/catalog/queries';

type ProductInfoData = {
  name: { en: string; ru?: string; ar?: string };
  excerpt?: { en: string; ru?: string; ar?: string };
  sku: string;
  partNumber: string;
  price: number;
  compareAtPrice: number | null;
  stockStatus: 'in-stock' | 'out-of-stock' | 'on-backorder';
  rating: number;
  reviewsCount: number;
  badges: ProductBadge[];
  brand: { name: string; country: { name: { en: string; ru?: string; ar?: string } } | null } | null;
  tags?: { slug: string; name: { en: string; ru?: string; ar?: string } }[];
  featuredAttributes?: { slug: string; name: { en: string }; values: { en: string }[] }[];
  interchange?: { kind: 'oem' | 'aftermarket' | 'superseded'; brandName: string; number: string }[];
};

const BADGE = {
  sale: { id: 'BADGE_SALE', className: 'bg-brand text-white' },
  new: { id: 'BADGE_NEW', className: 'bg-[#1f6fd1] text-white' },
  hot: { id: 'BADGE_HOT', className: 'bg-[#c2410c] text-white' },
} as const;

const STOCK = {
  // Darker text than the token colours, so the label passes 4.5:1 on its tinted background.
  'in-stock': { id: 'TEXT_STOCK_IN_STOCK', className: 'bg-fit/10 text-[#125f28]' },
  'out-of-stock': { id: 'TEXT_STOCK_OUT_OF_STOCK', className: 'bg-nofit/10 text-[#9b1c1c]' },
  'on-backorder': { id: 'TEXT_STOCK_ON_BACKORDER', className: 'bg-unknown/10 text-[#7a4800]' },
} as const;

type Props = {
  product: ProductInfoData;
  /** The name's element: h1 on the page, h2 in the quick view. */
  headingLevel?: 1 | 2;
  /** Rendered under the name (e.g. a link to the reviews tab). */
  reviewsHref?: string;
  /** Shown between the price and the details (the fitment block). */
  children?: ReactNode;
  compact?: boolean;
  headingId?: string;
};

export function ProductInfo({ product, headingLevel = 1, reviewsHref, children, compact = false, headingId }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const Heading = `h${headingLevel}` as const;
  const onSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  const stock = STOCK[product.stockStatus];
  const reviews = t('TEXT_REVIEWS', { count: product.reviewsCount });
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div key={label} className="flex gap-2" data-testid={testId}>
      <dt className="min-w-28 text-muted">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="product-info">
      {product.badges.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('TEXT_BADGES')}>
          {product.badges.map((b) => (
            <li key={b} className={`rounded-sm px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${BADGE[b].className}`}>
              {t(BADGE[b].id)}
            </li>
          ))}
        </ul>
      )}
      <Heading id={headingId} className={`product-title ${compact ? 'text-xl' : 'text-2xl md:text-[28px]'}`}>
        {localize(product.name, locale)}
      </Heading>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Rating value={product.rating} size={16} />
        {reviewsHref ? (
          <a href={reviewsHref} className="product-reviews-link" data-testid="reviews-link">
            {reviews}
          </a>
        ) : (
          <span className="text-muted">{reviews}</span>
        )}
      </div>

      <div className="flex flex-wrap items-baseline gap-x-3" data-testid="product-price">
        {onSale && <span className="sr-only">{t('TEXT_SALE_PRICE')}</span>}
        <Price cents={product.price} className={`text-3xl font-bold tabular-nums ${onSale ? 'text-brand' : 'text-ink'}`} />
        {onSale && (
          <>
            <span className="sr-only">{t('TEXT_OLD_PRICE')}</span>
            <del className="text-lg tabular-nums text-muted">
              <Price cents={product.compareAtPrice!} />
            </del>
          </>
        )}
        <span className={`product-stock ${stock.className}`} data-stock={product.stockStatus}>
          {t(stock.id)}
        </span>
      </div>

      {children}

      {product.excerpt && !compact && <p className="leading-relaxed text-muted">{localize(product.excerpt, locale)}</p>}

      <dl className="product-facts">
        {row(t('TEXT_LABEL_SKU'), <Code className="tabular-nums">{product.sku}</Code>, 'product-sku')}
        {row(t('TEXT_LABEL_PART_NUMBER'), <Code className="tabular-nums">{product.partNumber}</Code>, 'product-part-number')}
        {product.brand && row(t('TEXT_LABEL_BRAND'), product.brand.name, 'product-brand')}
        {product.brand?.country && row(t('TEXT_LABEL_COUNTRY'), localize(product.brand.country.name, locale))}
        {!compact &&
          product.featuredAttributes?.map((a) => row(localize(a.name, locale), a.values.map((v) => localize(v, locale)).join(', ')))}
        {!compact &&
          product.interchange &&
          product.interchange.length > 0 &&
          row(
            t('TEXT_LABEL_INTERCHANGE'),
            <ul className="flex flex-col gap-0.5">
              {product.interchange.map((x) => (
                <li key={`${x.brandName}-${x.number}`} className="tabular-nums">
                  <Code>{x.number}</Code>{' '}
                  <span className="font-normal text-muted">
                    (
                    {x.kind === 'oem'
                      ? `${t('TEXT_INTERCHANGE_OEM')} ${x.brandName}`
                      : x.kind === 'superseded'
                        ? `${t('TEXT_INTERCHANGE_SUPERSEDED')} · ${x.brandName}`
                        : x.brandName}
                    )
                  </span>
                </li>
              ))}
            </ul>,
            'product-interchange',
          )}
        {!compact &&
          product.tags &&
          product.tags.length > 0 &&
          row(
            t('TEXT_LABEL_TAGS'),
            <ul className="flex flex-wrap gap-1.5">
              {product.tags.map((tag) => (
                <li key={tag.slug} className="product-tag">
                  {localize(tag.name, locale)}
                </li>
              ))}
            </ul>,
            'product-tags',
          )}
      </dl>
    </div>
  );
}
