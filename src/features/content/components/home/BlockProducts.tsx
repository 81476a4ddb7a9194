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
      <ul
        id={track}
        data-testid={testId}
        className="-mx-2 -my-3 flex snap-x gap-3 sm:gap-4 snap-mandatory scroll-px-2 overflow-x-auto overscroll-x-contain px-2 py-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {products.map((p) => (
          <li
            key={p.id}
            className="w-[calc((100%-0.75rem)/2)] shrink-0 snap-start sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)] xl:w-[calc((100%-4rem)/5)]"
          >
            <ProductCard product={p} layout="grid" actions={actions?.(p)} fit={fit?.(p)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
