// The shop sidebar of the category and product pages that have one (the shop demos of section 2):
// the departments with their item counts, and the newest products as compact cards. Section
// headings are h2, so it fits under any page's h1; the caller supplies the landmark (an <aside>).
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ChevronNextIcon } from '@/ui/icons';
import { categoryHref } from '@/routes';
import { latestProducts, shopCategoryTree } from '../queries';
import { ProductCard } from './ProductCard';

const box = 'rounded-lg border border-line bg-white p-5';
const heading = 'mb-3 text-base font-semibold text-ink';

export async function CatalogSidebar({ locale, products = 4 }: { locale: Locale; products?: number }) {
  const t = await getTranslations();
  const [departments, latest] = await Promise.all([shopCategoryTree(), latestProducts(products)]);
  return (
    <div className="flex flex-col gap-6" data-testid="catalog-sidebar">
      <section className={box} aria-labelledby="catalog-sidebar-categories">
        <h2 id="catalog-sidebar-categories" className={heading}>
          {t('HEADER_CATEGORIES')}
        </h2>
        <ul className="divide-y divide-line text-[15px]">
          {departments.map((d) => (
            <li key={d.id}>
              <Link href={categoryHref(d)} className="group flex items-center gap-2 py-2 text-ink hover:text-brand">
                <ChevronNextIcon size={12} className="shrink-0 text-muted group-hover:text-brand rtl:-scale-x-100" />
                <span className="min-w-0 flex-1">{localize(d.name, locale)}</span>
                <span className="rounded-full bg-surface px-2 text-xs leading-5 tabular-nums text-ink/70">{d.itemsCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {latest.length > 0 && (
        <section className={box} aria-labelledby="catalog-sidebar-latest">
          <h2 id="catalog-sidebar-latest" className={heading}>
            {t('HEADER_LATEST_PRODUCTS')}
          </h2>
          <ul className="divide-y divide-line">
            {latest.map((p) => (
              <li key={p.id} className="py-3 first:pt-1 last:pb-0">
                <ProductCard product={p} layout="horizontal" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
