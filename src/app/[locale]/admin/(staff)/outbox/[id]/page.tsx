import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parseRowId } from '@/db/row-id';
import { requireStaff } from '@/features/admin/access';
import { firstParam } from '@/features/admin/model';
import { OutboxEmail } from '@/features/mail/components/OutboxEmail';
import { outboxEmail } from '@/features/mail/queries';
import { isLocale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_OUTBOX') };
}

export default async function AdminOutboxEmailPage({ params, searchParams }: PageProps<'/[locale]/admin/outbox/[id]'>) {
  await requireStaff('orders');
  const id = parseRowId((await params).id);
  const email = id === null ? null : await outboxEmail(id);
  if (!email) notFound();
  const preview = firstParam((await searchParams).preview);
  return <OutboxEmail email={email} preview={isLocale(preview) ? preview : null} />;
}
