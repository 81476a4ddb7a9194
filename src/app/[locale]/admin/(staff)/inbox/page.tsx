import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { Pagination } from '@/ui/Pagination';
import { adminSecondaryButton } from '@/ui/admin-styles';
import { INBOX_PAGE_SIZE } from '@/features/admin/inbox/model';
import { inboxMessages, recentSubscribers, subscriberCount } from '@/features/admin/inbox/queries';
import { MessageList } from '@/features/admin/inbox/components/Inbox';
import { parsePage } from '@/features/orders/model';
import { Code } from '@/ui/Code';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_INBOX') };
}

const RECENT_SUBSCRIBERS = 10;

export default async function AdminInboxPage({ searchParams }: PageProps<'/[locale]/admin/inbox'>) {
  await requireStaff('inbox');
  const t = await getTranslations();
  const locale = await getLocale();
  const page = parsePage((await searchParams).page);
  const [{ rows, total, unread }, subscribers, recent] = await Promise.all([
    inboxMessages(page),
    subscriberCount(),
    recentSubscribers(RECENT_SUBSCRIBERS),
  ]);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_INBOX')} lead={t('TEXT_ADMIN_INBOX_LEAD', { total, unread })} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="inbox-messages" className="min-w-0">
          <h2 id="inbox-messages" className="mb-3 text-lg font-semibold text-ink">
            {t('HEADER_ADMIN_MESSAGES')}
          </h2>
          <MessageList rows={rows} />
          <Pagination
            className="mt-4"
            page={page}
            pages={Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))}
            href={(p) => (p > 1 ? `/admin/inbox?page=${p}` : '/admin/inbox')}
          />
        </section>
        <section aria-labelledby="inbox-subscribers" className="rounded-md border border-line bg-white p-5">
          <h2 id="inbox-subscribers" className="text-lg font-semibold text-ink">
            {t('HEADER_ADMIN_SUBSCRIBERS')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('TEXT_ADMIN_SUBSCRIBERS_COUNT', { count: subscribers })}</p>
          <a
            href={`${locale === 'en' ? '' : `/${locale}`}/admin/inbox/subscribers-export`}
            download
            className={`${adminSecondaryButton} mt-4 w-full`}
            data-testid="export-subscribers"
          >
            {t('BUTTON_ADMIN_EXPORT_CSV')}
          </a>
          {recent.length > 0 && (
            <ul className="mt-4 divide-y divide-line text-sm">
              {recent.map((s) => (
                <li key={s.id} className="flex justify-between gap-3 py-2">
                  <Code className="block min-w-0 truncate">{s.email}</Code>
                  <span className="shrink-0 text-muted">{day.format(s.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
