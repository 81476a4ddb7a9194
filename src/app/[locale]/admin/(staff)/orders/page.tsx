import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { Pagination } from '@/ui/Pagination';
import { FilterProblems } from '@/features/admin/components/FilterProblems';
import { ADMIN_ORDERS_PAGE_SIZE, orderFiltersQuery, parseOrderFilters } from '@/features/admin/orders/model';
import { adminOrders } from '@/features/admin/orders/queries';
import { OrderFilterForm } from '@/features/admin/orders/components/OrderFilterForm';
import { OrderTable } from '@/features/admin/orders/components/OrderTable';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_ORDERS') };
}

export default async function AdminOrdersPage({ searchParams }: PageProps<'/[locale]/admin/orders'>) {
  await requireStaff('orders');
  const t = await getTranslations();
  const { filters, problems } = parseOrderFilters(await searchParams);
  const { rows, total } = await adminOrders(filters);
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_ORDERS')} lead={t('TEXT_ADMIN_ORDERS_FOUND', { count: total })} />
      <FilterProblems problems={problems} />
      <OrderFilterForm filters={filters} />
      <OrderTable rows={rows} />
      <Pagination
        className="mt-4"
        page={filters.page}
        pages={pages}
        href={(page) => `/admin/orders${orderFiltersQuery(filters, { page })}`}
      />
    </>
  );
}
