// Categories in columns: the departments of /catalog, or the subcategories of a category whose
// layout is "categories". Each shows its children and item counts. `columns` is the count at the
// widest size (layout.ts); from five on, the cards stack their picture above the name.
import { ShopImage } from '@/ui/ShopImage';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryHref } from '@/routes';
import type { CategoryNode } from '../queries';
import { CATEGORY_GRID_CLASSES, DEFAULT_CATEGORIES_LAYOUT, stackedCategoryCards, type CategoryColumnCount } from '../layout';

export function CategoryColumns({
  categories,
  columns = DEFAULT_CATEGORIES_LAYOUT.columns,
}: {
  categories: CategoryNode[];
  columns?: CategoryColumnCount;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const stacked = stackedCategoryCards(columns);
  return (
    <ul className={`grid gap-4 ${CATEGORY_GRID_CLASSES[columns]}`} data-testid="category-columns" data-columns={columns}>
      {categories.map((c) => {
        const name = localize(c.name, locale);
        return (
          <li
            key={c.id}
            className={`flex flex-col gap-3 rounded-lg border border-line bg-white transition-shadow hover:shadow-[0_8px_28px_-12px_rgb(0_0_0/0.2)] ${stacked ? 'p-4' : 'p-5'}`}
          >
            <div className={stacked ? 'flex flex-col items-center gap-2 text-center' : 'flex items-center gap-4'}>
              {c.image && (
                <Link href={categoryHref(c)} tabIndex={-1} aria-hidden className="shrink-0">
                  <ShopImage
                    src={c.image}
                    alt=""
                    width={stacked ? 112 : 64}
                    height={stacked ? 112 : 64}
                    className={`${stacked ? 'size-28' : 'size-16'} rounded object-contain`}
                  />
                </Link>
              )}
              <div className="min-w-0">
                <h2 className={`${stacked ? 'text-[15px]' : 'text-[17px]'} font-semibold leading-snug`}>
                  <Link href={categoryHref(c)} className="hover:text-brand">
                    {name}
                  </Link>
                </h2>
                <p className="text-sm text-muted">{t('TEXT_PRODUCTS_COUNT', { count: c.itemsCount })}</p>
              </div>
            </div>
            {c.children.length > 0 && (
              <ul className={`space-y-1 text-sm ${stacked ? 'border-t border-line pt-3' : ''}`}>
                {c.children.map((child) => (
                  <li key={child.id} className="flex justify-between gap-2">
                    <Link href={categoryHref(child)} className="min-w-0 text-ink/80 hover:text-brand">
                      {localize(child.name, locale)}
                    </Link>
                    <span className="tabular-nums text-muted">{child.itemsCount}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              href={`/catalog/${c.slug}/products`}
              className={`mt-auto text-sm font-medium text-brand hover:underline ${stacked ? 'text-center' : ''}`}
            >
              {t('LINK_SHOP_ALL_IN_CATEGORY', { name })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
