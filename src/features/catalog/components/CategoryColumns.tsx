// Categories in columns: the departments of /catalog, or the subcategories of a category whose
// layout is "categories". Each shows its children and item counts.
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryHref } from '@/features/layout/model';
import type { CategoryNode } from '../queries';

export function CategoryColumns({ categories }: { categories: CategoryNode[] }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="category-columns">
      {categories.map((c) => {
        const name = localize(c.name, locale);
        return (
          <li key={c.id} className="flex flex-col gap-3 rounded-lg border border-line p-5 transition-shadow hover:shadow-[0_8px_28px_-12px_rgb(0_0_0/0.2)]">
            <div className="flex items-center gap-4">
              {c.image && <Image src={c.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded object-contain" />}
              <div>
                <h2 className="text-[17px] font-semibold leading-snug">
                  <Link href={categoryHref(c)} className="hover:text-brand">{name}</Link>
                </h2>
                <p className="text-sm text-muted">{t('TEXT_PRODUCTS_COUNT', { count: c.itemsCount })}</p>
              </div>
            </div>
            {c.children.length > 0 && (
              <ul className="space-y-1 text-sm">
                {c.children.map((child) => (
                  <li key={child.id} className="flex justify-between gap-2">
                    <Link href={categoryHref(child)} className="text-ink/80 hover:text-brand">{localize(child.name, locale)}</Link>
                    <span className="tabular-nums text-muted">{child.itemsCount}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link href={`/catalog/${c.slug}/products`} className="mt-auto text-sm font-medium text-brand hover:underline">
              {t('LINK_SHOP_ALL_IN_CATEGORY', { name })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
