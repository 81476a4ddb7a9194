// The listing's products in the chosen view mode: grid (3 to 6 columns), grid with features, list, or table.
import { Code } from '@/ui/Code';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { Price } from '@/ui/Price';
import { Rating } from '@/ui/Rating';
import { STOCK_MESSAGE, type ViewMode } from '../model';
import { DEFAULT_LISTING_LAYOUT, PRODUCT_GRID_CLASSES, type ProductColumns } from '../layout';
import type { ListingProduct } from '../listing';
import { productHref } from '@/routes';
import { ProductCard } from './ProductCard';
import { ProductCardActions, type CardProduct } from './ProductCardActions';
import { FitIndicator } from './FitIndicator';

const cardProduct = (p: ListingProduct, locale: Locale): CardProduct => ({
  id: p.id,
  slug: p.slug,
  name: localize(p.name, locale),
  hasOptions: p.hasOptions,
});

function Features({ product, locale }: { product: ListingProduct; locale: Locale }) {
  if (!product.features.length) return null;
  return (
    <ul className="space-y-0.5 text-xs text-muted" data-testid="product-features">
      {product.features.slice(0, 4).map((f, i) => (
        <li key={i}>
          <span>{localize(f.name, locale)}:</span> <span className="text-ink">{localize(f.value, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

type Props = {
  items: ListingProduct[];
  view: ViewMode;
  vehicleLabel: string | null;
  /** Grid columns at the widest size (layout.ts). */
  columns?: ProductColumns;
};

export function ProductList({ items, view, vehicleLabel, columns = DEFAULT_LISTING_LAYOUT.columns }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const fit = (p: ListingProduct) => <FitIndicator status={p.fit} vehicle={vehicleLabel} />;
  const actions = (p: ListingProduct, compact = false) => (
    <ProductCardActions product={cardProduct(p, locale)} outOfStock={p.stockStatus === 'out-of-stock'} compact={compact} />
  );

  if (view === 'table') {
    return (
      // relative: the screen-reader-only texts inside (absolutely positioned) are clipped by the
      // scroller too; otherwise they widen the page on phones.
      <div className="relative overflow-x-auto rounded-lg border border-line" data-testid="product-list" data-view="table">
        <table className="w-full min-w-[760px] text-sm">
          <thead className="bg-surface text-start text-xs uppercase tracking-wide text-ink/70">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t('TABLE_PRODUCT')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t('TABLE_SKU')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t('TABLE_RATING')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-start font-medium">
                {t('TABLE_STOCK')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-medium">
                {t('TABLE_PRICE')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-end font-medium">
                <span className="sr-only">{t('TABLE_ACTIONS')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id} className="border-t border-line" data-product-id={p.id}>
                <td className="px-3 py-2.5">
                  <Link href={productHref(p.slug)} className="font-medium hover:text-brand">
                    {localize(p.name, locale)}
                  </Link>
                  {vehicleLabel && <div className="mt-1 max-w-xs">{fit(p)}</div>}
                </td>
                <td className="whitespace-nowrap px-3 py-2.5 text-muted">
                  <Code>{p.sku}</Code>
                </td>
                <td className="px-3 py-2.5">
                  <Rating value={p.rating} size={12} />
                </td>
                <td className="px-3 py-2.5">{t(STOCK_MESSAGE[p.stockStatus])}</td>
                <td className="whitespace-nowrap px-3 py-2.5 text-end font-semibold tabular-nums">
                  <Price cents={p.price} />
                </td>
                <td className="px-3 py-2.5">
                  <div className="flex justify-end">{actions(p, true)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const list = view === 'list';
  return (
    <ul
      data-testid="product-list"
      data-view={view}
      data-columns={list ? undefined : columns}
      className={list ? 'flex flex-col gap-4' : `grid gap-3 sm:gap-4 ${PRODUCT_GRID_CLASSES[columns]}`}
    >
      {items.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            layout={list ? 'list' : 'grid'}
            headingLevel={2}
            eager={i < 4}
            // Two a row on phones: the first row holds the largest paint.
            priority={i < 2}
            fit={fit(p)}
            features={view === 'features' || list ? <Features product={p} locale={locale} /> : undefined}
            // Six a row leaves a card too narrow for the labelled cart button: the compact row of icons.
            actions={actions(p, !list && columns >= 6)}
          />
        </li>
      ))}
    </ul>
  );
}
