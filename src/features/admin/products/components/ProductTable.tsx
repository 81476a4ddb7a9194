// A page of the admin's product list, rendered on the server: a box to select each row for the bulk
// bar, the picture, name, SKU and part number (to the edit form), price and stock (editable in
// place), stock status, visibility and the links to edit it or see it in the shop. Sortable columns
// are links, so the order is part of the URL.
import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/i18n/currency';
import { localize } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ButtonLink } from '@/ui/Button';
import { Code } from '@/ui/Code';
import { ProductThumb } from '@/ui/ProductThumb';
import { Table, Td, Th } from '@/ui/Table';
import { columnSort, productFiltersQuery, type ProductFilters } from '../model';
import type { AdminProductRow } from '../queries';
import { StockBadge, VisibilityBadge } from './ProductBadges';
import { QuickEditCells } from './QuickEditCells';
import { BULK_FORM_ID } from './selection';
import { SelectAllBox } from './SelectAllBox';

/** Prices in the admin are in the base currency, USD, written by the shop's one price formatter. */
const USD = { code: 'USD', symbol: '$', rate: 1 };

export async function ProductTable({ rows, filters }: { rows: AdminProductRow[]; filters: ProductFilters }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const sortBy = (column: 'name' | 'price' | 'stock') => {
    const { next, direction } = columnSort(filters.sort, column);
    return { href: `/admin/products${productFiltersQuery(filters, { sort: next })}`, direction };
  };
  return (
    <Table caption={t('LINK_ADMIN_PRODUCTS')} captionHidden testId="admin-products" className="relative [&_table]:min-w-[960px]">
      <thead>
        <tr>
          <th scope="col" className="w-12 ps-4 pe-2 text-start">
            <SelectAllBox label={t('TEXT_ADMIN_SELECT_PAGE')} />
          </th>
          <Th sort={sortBy('name')}>{t('TABLE_PRODUCT')}</Th>
          <Th sort={sortBy('price')} align="end">
            {t('TABLE_ADMIN_PRICE_USD')}
          </Th>
          <Th sort={sortBy('stock')} align="end">
            {t('TABLE_ADMIN_STOCK')}
          </Th>
          <Th>{t('TABLE_STOCK_STATUS')}</Th>
          <Th>{t('TABLE_ADMIN_VISIBILITY')}</Th>
          <Th align="end">
            <span className="sr-only">{t('TABLE_ACTIONS')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => {
          const name = localize(p.name, locale);
          return (
            <tr key={p.id} data-testid="admin-product-row" data-product-id={p.id} data-sku={p.sku}>
              <td className="ps-4 pe-2 align-middle">
                <input
                  type="checkbox"
                  name="ids"
                  value={p.id}
                  form={BULK_FORM_ID}
                  aria-label={t('TEXT_ADMIN_SELECT_PRODUCT', { name })}
                  className="size-4 cursor-pointer rounded border-line accent-brand"
                />
              </td>
              <Th scope="row" className="max-w-[420px] font-normal">
                <div className="flex items-center gap-3">
                  <ProductThumb src={p.image} alt="" size={48} />
                  <div className="min-w-0 text-start">
                    <Link
                      href={`/admin/products/${p.id}`}
                      className="line-clamp-2 font-medium text-ink hover:text-brand"
                      data-testid="admin-product-name"
                    >
                      {name}
                    </Link>
                    <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted">
                      <span>
                        {t('TABLE_SKU')} <Code>{p.sku}</Code>
                      </span>
                      <span className="hidden sm:inline">
                        {t('TABLE_PART_NUMBER')} <Code>{p.partNumber}</Code>
                      </span>
                    </span>
                    <span className="mt-0.5 block truncate text-xs text-muted">
                      {[p.brand, localize(p.category, locale)].filter(Boolean).join(' · ')}
                    </span>
                  </div>
                </div>
              </Th>
              <QuickEditCells
                id={p.id}
                name={name}
                price={p.price}
                stock={p.stock}
                priceText={formatPrice(p.price, USD)}
                compareAtText={p.compareAtPrice !== null && p.compareAtPrice > p.price ? formatPrice(p.compareAtPrice, USD) : null}
              />
              <Td>
                <StockBadge status={p.stockStatus} />
              </Td>
              <Td>
                <VisibilityBadge visibility={p.visibility} />
              </Td>
              <Td align="end" className="whitespace-nowrap">
                <ButtonLink
                  href={`/admin/products/${p.id}`}
                  variant="secondary"
                  size="sm"
                  aria-label={t('BUTTON_ADMIN_EDIT_PRODUCT', { name })}
                >
                  {t('BUTTON_EDIT')}
                </ButtonLink>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
