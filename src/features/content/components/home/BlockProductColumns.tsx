// Three columns of compact product cards (top rated, special offers, bestsellers), side by side on
// wide screens and stacked on phones.
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/features/catalog/components/ProductCard';
import type { ProductCard as ProductCardData } from '@/features/catalog/queries';
import { Link } from '@/i18n/navigation';
import { CONTAINER } from './BlockHeader';

export type ProductColumn = {
  id: string;
  title: string;
  products: ProductCardData[];
  viewAllHref?: string;
};

/** `fit`: each card's vehicle fit indicator, filled by its feature (as BlockProducts' slot). */
export async function BlockProductColumns({ columns, fit }: { columns: ProductColumn[]; fit?: (product: ProductCardData) => ReactNode }) {
  const t = await getTranslations();
  const shown = columns.filter((c) => c.products.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={`${CONTAINER} grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3`}>
      {shown.map((c) => (
        <section key={c.id} aria-labelledby={`${c.id}-title`} className="min-w-0">
          <div className="product-column-head">
            <h2 id={`${c.id}-title`} className="product-column-title">
              {c.title}
            </h2>
            {c.viewAllHref && (
              <Link
                href={c.viewAllHref}
                className="text-sm font-medium text-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t('LINK_VIEW_ALL')}
                <span className="sr-only">: {c.title}</span>
              </Link>
            )}
          </div>
          <ul className="divide-y divide-line">
            {c.products.map((p) => (
              <li key={p.id} className="py-3 first:pt-1">
                <ProductCard product={p} layout="horizontal" fit={fit?.(p)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
