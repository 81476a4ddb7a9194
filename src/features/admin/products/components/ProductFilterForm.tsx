// The product list's search, filters and sort: a plain GET form, so the result is a shareable URL,
// the back button works and nothing here needs script. Changing anything starts again at page 1
// (the form has no page field).
import { getLocale, getTranslations } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Button, ButtonLink } from '@/ui/Button';
import { Input, Select } from '@/ui/Field';
import { SearchIcon } from '@/ui/icons';
import {
  MAX_PRODUCT_SEARCH,
  PRODUCT_SORTS,
  PRODUCT_VISIBILITIES,
  STOCK_LABELS,
  STOCK_STATUSES,
  VISIBILITY_LABELS,
  type ProductFilters,
  type ProductSort,
} from '../model';
import type { ProductChoices } from '../queries';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'TEXT_SORT_NEWEST',
  name_asc: 'SORT_NAME_ASC',
  name_desc: 'SORT_NAME_DESC',
  price_asc: 'SORT_PRICE_ASC',
  price_desc: 'SORT_PRICE_DESC',
  stock_asc: 'SORT_STOCK_ASC',
  stock_desc: 'SORT_STOCK_DESC',
};

const label = 'mb-1.5 block text-xs font-medium tracking-wide text-muted uppercase';

/** A category in a flat list, indented by its depth (a select cannot nest more than one level). */
const indented = (name: string, depth: number) => `${'\u00a0\u00a0\u00a0'.repeat(depth)}${name}`;

export async function ProductFilterForm({ filters, choices }: { filters: ProductFilters; choices: ProductChoices }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const filtered = Boolean(filters.q || filters.category || filters.brand || filters.stock || filters.visibility);
  const select = (
    id: string,
    name: keyof ProductFilters,
    text: string,
    value: string | null,
    options: { value: string; label: string }[],
    any = true,
  ) => (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <Select id={id} name={name} defaultValue={value ?? ''} compact>
        {any && <option value="">{t('TEXT_ADMIN_ANY')}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <form
      method="get"
      role="search"
      aria-label={t('HEADER_ADMIN_PRODUCT_FILTERS')}
      className="mb-5 rounded-md border border-line bg-white p-4"
      data-testid="product-filters"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="products-q" className={label}>
            {t('INPUT_ADMIN_PRODUCT_SEARCH')}
          </label>
          <div className="relative">
            <SearchIcon size={16} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
            <Input
              id="products-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={MAX_PRODUCT_SEARCH}
              placeholder={t('PLACEHOLDER_ADMIN_PRODUCT_SEARCH')}
              className="ps-9"
              compact
            />
          </div>
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            {t('BUTTON_ADMIN_APPLY')}
          </Button>
          {filtered && (
            <ButtonLink href="/admin/products" variant="secondary" size="sm">
              {t('BUTTON_CLEAR_ALL')}
            </ButtonLink>
          )}
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {select(
          'products-category',
          'category',
          t('INPUT_ADMIN_CATEGORY'),
          filters.category,
          choices.categories.map((c) => ({ value: c.slug, label: indented(localize(c.name, locale), c.depth) })),
        )}
        {select(
          'products-brand',
          'brand',
          t('INPUT_ADMIN_BRAND'),
          filters.brand,
          choices.brands.map((b) => ({ value: b.slug, label: b.name })),
        )}
        {select(
          'products-stock',
          'stock',
          t('INPUT_ADMIN_STOCK_STATUS'),
          filters.stock,
          STOCK_STATUSES.map((s) => ({ value: s, label: t(STOCK_LABELS[s]) })),
        )}
        {select(
          'products-visibility',
          'visibility',
          t('INPUT_ADMIN_VISIBILITY'),
          filters.visibility,
          PRODUCT_VISIBILITIES.map((v) => ({ value: v, label: t(VISIBILITY_LABELS[v]) })),
        )}
        {select(
          'products-sort',
          'sort',
          t('INPUT_SORT'),
          filters.sort,
          PRODUCT_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) })),
          false,
        )}
      </div>
    </form>
  );
}
