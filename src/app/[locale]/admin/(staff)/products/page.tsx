import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { FilterProblems } from '@/features/admin/components/FilterProblems';
import { parseProductFilters, productFiltersQuery } from '@/features/admin/products/model';
import { adminProducts, productChoices } from '@/features/admin/products/queries';
import { BulkBar } from '@/features/admin/products/components/BulkBar';
import { ProductFilterForm } from '@/features/admin/products/components/ProductFilterForm';
import { ProductTable } from '@/features/admin/products/components/ProductTable';
import { ButtonLink } from '@/ui/Button';
import { Pagination } from '@/ui/Pagination';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_PRODUCTS') };
}

export default async function AdminProductsPage({ searchParams }: PageProps<'/[locale]/admin/products'>) {
  await requireStaff('products');
  const t = await getTranslations();
  const parsed = parseProductFilters(await searchParams);
  const [list, choices] = await Promise.all([adminProducts(parsed.filters, await getLocale()), productChoices()]);
  // A category or brand the shop does not have is left out like any other unusable value.
  const filters = { ...parsed.filters, page: list.page, ...Object.fromEntries(list.unknown.map((k) => [k, null])) };
  const problems = [...parsed.problems, ...list.unknown.map((param) => ({ param, message: 'ERROR_ADMIN_FILTER_INVALID' as const }))];
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_PRODUCTS')} lead={t('TEXT_ADMIN_PRODUCTS_FOUND', { count: list.total })} />
      <FilterProblems problems={problems} />
      <ProductFilterForm filters={filters} choices={choices} />
      {list.rows.length === 0 ? (
        <div className="rounded-md border border-line bg-white px-5 py-12 text-center" data-testid="admin-products-empty">
          <p className="text-ink">{t('TEXT_ADMIN_NO_PRODUCTS')}</p>
          <ButtonLink href="/admin/products" variant="secondary" size="sm" className="mt-4">
            {t('BUTTON_CLEAR_ALL')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <BulkBar key={productFiltersQuery(filters)} />
          <ProductTable rows={list.rows} filters={filters} />
          <Pagination
            page={list.page}
            pages={list.pages}
            href={(page) => `/admin/products${productFiltersQuery(filters, { page })}`}
            className="mt-5"
            testId="admin-products-pages"
          />
        </>
      )}
    </>
  );
}
