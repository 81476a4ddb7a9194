import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { db } from '@/db/client';
import { requireStaff } from '@/features/admin/access';
import { AUDIT_PAGE_SIZE, auditEntries } from '@/features/admin/audit';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { Pagination } from '@/ui/Pagination';
import { AuditTable } from '@/features/admin/components/AuditTable';
import { parsePage } from '@/features/orders/model';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_AUDIT') };
}

export default async function AdminAuditPage({ searchParams }: PageProps<'/[locale]/admin/audit'>) {
  await requireStaff('audit');
  const t = await getTranslations();
  const page = parsePage((await searchParams).page);
  const { rows, total } = await auditEntries(page, db());
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_AUDIT')} lead={t('TEXT_ADMIN_AUDIT_LEAD', { count: total })} />
      <AuditTable rows={rows} />
      <Pagination
        className="mt-4"
        page={page}
        pages={Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))}
        href={(p) => (p > 1 ? `/admin/audit?page=${p}` : '/admin/audit')}
      />
    </>
  );
}
