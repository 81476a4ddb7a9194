import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mailDir } from '@/config';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { firstParam } from '@/features/admin/model';
import { OutboxList } from '@/features/mail/components/OutboxList';
import { OUTBOX_PAGE_SIZE, outboxPage } from '@/features/mail/queries';
import { parsePage } from '@/features/orders/model';
import { Pagination } from '@/ui/Pagination';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_OUTBOX') };
}

// Staff who handle orders see the emails sent about them.
export default async function AdminOutboxPage({ searchParams }: PageProps<'/[locale]/admin/outbox'>) {
  await requireStaff('orders');
  const t = await getTranslations();
  const requested = parsePage(firstParam((await searchParams).page));
  const { rows, total } = await outboxPage(requested);
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  // The directory reads left to right inside an Arabic sentence too (Unicode isolates).
  const lead = process.env.SMTP_URL?.trim()
    ? t('TEXT_ADMIN_OUTBOX_LEAD_SMTP')
    : t('TEXT_ADMIN_OUTBOX_LEAD_FILE', { dir: `\u2066${mailDir()}\u2069` });
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_OUTBOX')} lead={lead} />
      <OutboxList rows={rows} />
      <Pagination
        className="mt-6"
        page={Math.min(requested, pages)}
        pages={pages}
        href={(page) => (page === 1 ? '/admin/outbox' : `/admin/outbox?page=${page}`)}
      />
    </>
  );
}
