// The one product card: the home page, listings, carousels and columns all render this.
//
// Decisions:
// - No 'use client' and no server-only calls (hooks from next-intl work on both sides), so a server
//   page and a client widget (quick view, cart drop-down) can render the same card. The only client
//   leaf inside is <Price>, which follows the shopper's currency.
// - The name is the card's one link a keyboard reaches; the image links to the same page but is
//   hidden from the tab order and from screen readers, so each card is announced once.
// - Slots: `actions` (add to cart, wishlist, compare, quick view), `fit` (the vehicle fit
//   indicator) and `features` (featured specifications) are filled by their owners; the card knows
//   nothing about them.
// @server-translated: its badge and stock ids are translated where the card is drawn; a page's
// browser gets them only where a client widget draws cards (scripts/messages/client-ids.ts).
import type { ReactNode } from 'react';
import { ShopImage } from '@/ui/ShopImage';
import { PRODUCT_PICTURE_SIZE } from '@/ui/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { CarIcon } from '@/ui/icons';
import { Price } from '@/ui/Price';
import { Rating } from '@/ui/Rating';
import type { ProductBadge, ProductCard as ProductCardData } from '../queries';
import { STOCK_MESSAGE } from '../model';
import { productHref } from '@/routes';

type ProductCardLayout = 'grid' | 'list' | 'horizontal';

export type ProductCardProps = {
  product: ProductCardData;
  /** 'grid': a tile; 'list': a wide row for list listings; 'horizontal': the compact row of the home page columns. */
  layout?: ProductCardLayout;
  /** Add to cart, wishlist, compare, quick view buttons. */
  actions?: ReactNode;
  /** The vehicle fit indicator, shown while a vehicle is selected. */
  fit?: ReactNode;
  /** The featured specifications (grid-with-features and list views of the catalog). */
  features?: ReactNode;
  /** The product name's heading level, to keep the page's outline in order. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (the first cards above the fold). */
  eager?: boolean;
  /** Fetch the image with high priority (the first row on a phone, where it is the largest paint). */
  priority?: boolean;
  /** The `sizes` attribute of the image, when the card sits in an unusual column. */
  sizes?: string;
  className?: string;
};

const BADGE_STYLE: Record<ProductBadge, { id: 'BADGE_SALE' | 'BADGE_NEW' | 'BADGE_HOT'; className: string }> = {
  sale: { id: 'BADGE_SALE', className: 'bg-brand text-white' },
  new: { id: 'BADGE_NEW', className: 'bg-[#1f6fd1] text-white' },
  hot: { id: 'BADGE_HOT', className: 'bg-[#c2410c] text-white' },
};

const STOCK_DOT = { 'in-stock': 'bg-fit', 'out-of-stock': 'bg-nofit', 'on-backorder': 'bg-unknown' } as const;

const SIZES: Record<ProductCardLayout, string> = {
  grid: '(min-width: 1400px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 30vw, 45vw',
  list: '(min-width: 768px) 200px, 35vw',
  horizontal: '96px',
};

export function ProductCard({
  product,
  layout = 'grid',
  actions,
  fit,
  features,
  headingLevel = 3,
  eager = false,
  priority = false,
  sizes,
  className = '',
}: ProductCardProps) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const name = localize(product.name, locale);
  const href = productHref(product.slug);
  const onSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  const Heading = `h${headingLevel}` as const;
  const compact = layout === 'horizontal';

  const image = (
    <Link href={href} tabIndex={-1} aria-hidden className="product-card-picture">
      {product.image ? (
        <ShopImage
          src={product.image}
          alt={name}
          width={PRODUCT_PICTURE_SIZE}
          height={PRODUCT_PICTURE_SIZE}
          sizes={sizes ?? SIZES[layout]}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="product-card-image"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-muted">
          <CarIcon size={compact ? 28 : 48} />
          <span className="sr-only">{name}</span>
        </span>
      )}
    </Link>
  );

  const badges = product.badges.length > 0 && (
    <ul className="product-badges" aria-label={t('TEXT_BADGES')}>
      {product.badges.map((b) => (
        <li key={b} className={`product-badge ${BADGE_STYLE[b].className}`}>
          {t(BADGE_STYLE[b].id)}
        </li>
      ))}
    </ul>
  );

  const title = (
    <Heading className={compact ? 'product-card-title text-sm' : 'product-card-title text-[15px]'}>
      <Link href={href} className="product-card-link">
        {name}
      </Link>
    </Heading>
  );

  const rating = (
    <div className="product-card-rating">
      <Rating value={product.rating} size={compact ? 12 : 14} />
      <span>{t('TEXT_REVIEWS', { count: product.reviewsCount })}</span>
    </div>
  );

  const price = (
    <div className="product-card-price">
      {onSale && <span className="sr-only">{t('TEXT_SALE_PRICE')}</span>}
      <Price
        cents={product.price}
        className={`font-bold tabular-nums ${compact ? 'text-[15px]' : 'text-lg'} ${onSale ? 'text-brand' : 'text-ink'}`}
      />
      {onSale && (
        <>
          <span className="sr-only">{t('TEXT_OLD_PRICE')}</span>
          <del className="text-sm tabular-nums text-muted">
            <Price cents={product.compareAtPrice!} />
          </del>
        </>
      )}
    </div>
  );

  const stock = { dot: STOCK_DOT[product.stockStatus], id: STOCK_MESSAGE[product.stockStatus] };
  const meta = (
    <div className="product-card-meta">
      <span>{t('TEXT_SKU', { sku: product.sku })}</span>
      <span className="product-card-stock" data-stock={product.stockStatus}>
        <span aria-hidden className={`size-2 rounded-full ${stock.dot}`} />
        {t(stock.id)}
      </span>
    </div>
  );

  const shell = 'group product-card';

  if (layout === 'horizontal') {
    return (
      <article className={`${shell} flex items-start gap-3 ${className}`} data-product-id={product.id} data-layout={layout}>
        <div className="w-20 shrink-0 sm:w-24">{image}</div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {title}
          {rating}
          {fit}
          {price}
          {actions}
        </div>
      </article>
    );
  }

  if (layout === 'list') {
    return (
      <article className={`${shell} product-card-row ${className}`} data-product-id={product.id} data-layout={layout}>
        <div className="relative w-full shrink-0 sm:w-48 md:w-52">
          {badges}
          {image}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:py-2">
          {title}
          {rating}
          {fit}
          {features}
          {meta}
        </div>
        <div className="flex shrink-0 flex-col gap-3 border-line sm:w-48 sm:border-s sm:py-2 sm:ps-5">
          {price}
          {actions}
        </div>
      </article>
    );
  }

  return (
    <article className={`${shell} product-card-tile ${className}`} data-product-id={product.id} data-layout={layout}>
      <div className="relative mb-3">
        {badges}
        {image}
      </div>
      <div className="product-card-body">
        {title}
        {rating}
        {fit}
        {features}
        <div className="product-card-foot">
          {meta}
          {price}
        </div>
      </div>
      {actions && <div className="mt-3">{actions}</div>}
    </article>
  );
}
