// The outbox, newest first: when each email was written, which one and to whom, where it stands,
// how many attempts it took and why the last one failed. A row opens the email's preview.
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Code } from '@/ui/Code';
import { EmptyList } from '@/ui/EmptyList';
import { Table, Td, Th } from '@/ui/Table';
import { staffTime } from '@/features/admin/model';
import { isMailKind, KIND_LABELS } from '../model';
import type { OutboxRow } from '../queries';
import { MailStatusBadge } from './MailStatusBadge';

/** The kind's name, or the stored kind itself when this version does not know it. */
export const kindLabel = (t: (id: string) => string, kind: string) => (isMailKind(kind) ? t(KIND_LABELS[kind]) : kind);

export async function OutboxList({ rows }: { rows: OutboxRow[] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  if (rows.length === 0)
    return <EmptyList title={t('TEXT_ADMIN_OUTBOX_EMPTY')} hint={t('TEXT_ADMIN_OUTBOX_EMPTY_HINT')} testId="outbox-empty" />;
  return (
    <Table caption={t('HEADER_ADMIN_OUTBOX_RECENT')} testId="outbox" className="md:[&_table]:min-w-[820px]">
      <thead>
        <tr>
          <Th>{t('TABLE_ADMIN_EMAIL_KIND')}</Th>
          <Th className="max-md:hidden">{t('TABLE_ADMIN_EMAIL_RECIPIENT')}</Th>
          <Th>{t('TABLE_ADMIN_EMAIL_STATUS')}</Th>
          <Th align="end" className="max-md:hidden">
            {t('TABLE_ADMIN_EMAIL_ATTEMPTS')}
          </Th>
          <Th className="max-md:hidden">{t('TABLE_ADMIN_EMAIL_LAST_ERROR')}</Th>
          <Th align="end" className="max-md:hidden">
            {t('TABLE_ADMIN_EMAIL_CREATED')}
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid="outbox-row" data-email-id={r.id}>
            <Th scope="row" className="max-w-[280px] font-normal max-md:px-3">
              <Link
                href={`/admin/outbox/${r.id}`}
                className="block truncate font-medium text-ink hover:text-brand"
                data-testid="outbox-email"
              >
                {kindLabel(t, r.kind)}
              </Link>
              <span className="mt-0.5 block truncate text-xs text-muted md:hidden">
                <Code>{r.recipient}</Code>
              </span>
            </Th>
            <Td className="max-w-[260px] truncate max-md:hidden">
              <Code>{r.recipient}</Code>
            </Td>
            <Td className="max-md:px-3">
              <MailStatusBadge status={r.status} />
            </Td>
            <Td align="end" className="tabular-nums max-md:hidden">
              {r.attempts}
            </Td>
            <Td className="max-w-[280px] text-xs text-[#9b1c1c] max-md:hidden">
              {r.lastError ? (
                <span className="line-clamp-2 break-words" title={r.lastError}>
                  {r.lastError}
                </span>
              ) : (
                <span className="text-muted">—</span>
              )}
            </Td>
            <Td align="end" className="whitespace-nowrap max-md:hidden">
              {staffTime(r.createdAt, locale)}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
