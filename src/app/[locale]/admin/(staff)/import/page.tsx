import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { recentImports } from '@/features/admin/import/queries';
import { ImportList } from '@/features/admin/import/components/ImportList';
import { UploadForm } from '@/features/admin/import/components/UploadForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_IMPORT') };
}

export default async function AdminImportPage() {
  await requireStaff('products');
  const t = await getTranslations();
  const rows = await recentImports();
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_IMPORT')} lead={t('TEXT_ADMIN_IMPORT_LEAD')} />
      <UploadForm />
      <div className="mt-8">
        <ImportList rows={rows} />
      </div>
    </>
  );
}
