// A titled row of product cards that scrolls sideways (CSS scroll-snap) with previous / next buttons.
// Two cards a row on phones, up to five on wide screens. Every row starts below the fold (under the
// slideshow on home, under the product on its page), so its images load lazily: eager ones would be
// preloaded by React in the head and take the phone's bandwidth from the page's largest paint.
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/features/catalog/components/ProductCard';
import type { ProductCard as ProductCardData } from '@/features/catalog/queries';
import { BlockHeader, CONTAINER } from './BlockHeader';
import { RowControls } from './RowControls';

type Props = {
  /** Unique on the page: names the heading and the track. */
  id: string;
  title: string;
  products: ProductCardData[];
  viewAllHref?: string;
  /** data-testid of the list. */
  testId?: string;
  /** Per-card slots (add to cart, fit indicator), filled by their features. */
  actions?: (product: ProductCardData) => ReactNode;
  fit?: (product: ProductCardData) => ReactNode;
};

export async function BlockProducts({ id, title, products, viewAllHref, testId, actions, fit }: Props) {
  if (products.length === 0) return null;
  const t = await getTranslations();
  const track = `${id}-track`;
  return (
    <section aria-labelledby={`${id}-title`} data-carousel className={CONTAINER}>
      <BlockHeader
        id={`${id}-title`}
        title={title}
        link={viewAllHref ? { href: viewAllHref, label: t('LINK_VIEW_ALL') } : undefined}
        controls={<RowControls target={track} className="hidden sm:flex" />}
      />
      <ul id={track} data-testid={testId} className="carousel-track">
        {products.map((p) => (
          <li key={p.id} className="carousel-cell">
            <ProductCard product={p} layout="grid" actions={actions?.(p)} fit={fit?.(p)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
