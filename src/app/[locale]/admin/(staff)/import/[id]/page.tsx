import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parseRowId } from '@/db/row-id';
import { requireStaff } from '@/features/admin/access';
import { importById } from '@/features/admin/import/queries';
import { ImportView } from '@/features/admin/import/components/ImportView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_IMPORT') };
}

export default async function AdminImportRunPage({ params }: PageProps<'/[locale]/admin/import/[id]'>) {
  await requireStaff('products');
  const id = parseRowId((await params).id);
  const item = id === null ? null : await importById(id);
  if (!item) notFound();
  return <ImportView item={item} />;
}
