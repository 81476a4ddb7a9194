// The recent imports, newest first: which file, when and by whom, what kind of file, where it
// stands, and its latest report's numbers (the applied one once applied, else the dry run's).
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Code } from '@/ui/Code';
import { EmptyList } from '@/ui/EmptyList';
import { Table, Td, Th } from '@/ui/Table';
import { staffTime } from '../../model';
import { KIND_LABELS, shownStatus } from '../model';
import type { ImportListRow } from '../queries';
import { ImportStatusBadge } from './ImportStatusBadge';

export async function ImportList({ rows }: { rows: ImportListRow[] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const number = new Intl.NumberFormat(locale);
  if (rows.length === 0)
    return <EmptyList title={t('TEXT_ADMIN_IMPORTS_EMPTY')} hint={t('TEXT_ADMIN_IMPORTS_EMPTY_HINT')} testId="imports-empty" />;
  return (
    // Narrow screens keep the file and where it stands in view: the kind joins the file's line, what
    // was rejected goes under the status, and the other counts are on the import's own page.
    <Table caption={t('HEADER_ADMIN_IMPORTS_RECENT')} testId="imports" className="md:[&_table]:min-w-[760px]">
      <thead>
        <tr>
          <Th>{t('TABLE_ADMIN_IMPORT_FILE')}</Th>
          <Th className="max-md:hidden">{t('TABLE_ADMIN_IMPORT_KIND')}</Th>
          <Th>{t('TABLE_ADMIN_IMPORT_STATUS')}</Th>
          <Th align="end" className="max-md:hidden">
            {t('TABLE_ADMIN_IMPORT_ROWS')}
          </Th>
          <Th align="end" className="max-md:hidden">
            {t('TEXT_ADMIN_IMPORT_CREATED')}
          </Th>
          <Th align="end" className="max-md:hidden">
            {t('TEXT_ADMIN_IMPORT_UPDATED')}
          </Th>
          <Th align="end" className="max-md:hidden">
            {t('TEXT_ADMIN_IMPORT_REJECTED')}
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const { status } = shownStatus(r);
          const c = r.counts;
          return (
            <tr key={r.id} data-testid="import-row" data-import-id={r.id}>
              <Th scope="row" className="max-w-[360px] font-normal max-md:max-w-[min(55vw,360px)] max-md:px-3">
                <Link
                  href={`/admin/import/${r.id}`}
                  className="block truncate font-medium text-ink hover:text-brand"
                  data-testid="import-file"
                >
                  <bdi>{r.fileName}</bdi>
                </Link>
                <span className="mt-0.5 block truncate text-xs text-muted">
                  <span className="md:hidden">{t(KIND_LABELS[r.kind])} · </span>
                  {staffTime(r.createdAt, locale)} · <Code>{r.createdByEmail}</Code>
                </span>
              </Th>
              <Td className="whitespace-nowrap max-md:hidden">{t(KIND_LABELS[r.kind])}</Td>
              <Td className="max-md:px-3">
                <ImportStatusBadge status={status} />
                {c && (c.rejected > 0 || c.fileProblems > 0) && (
                  <span className="mt-1 block text-xs font-medium whitespace-nowrap text-[#9b1c1c] md:hidden">
                    {c.fileProblems > 0 ? t('TEXT_ADMIN_IMPORT_FILE_REFUSED') : t('HEADER_ADMIN_IMPORT_REJECTIONS', { count: c.rejected })}
                  </span>
                )}
              </Td>
              <Td align="end" className="tabular-nums max-md:hidden">
                {c ? number.format(c.rows) : status === 'failed' ? '—' : number.format(r.rowsRead)}
              </Td>
              <Td align="end" className="tabular-nums max-md:hidden">
                {c && c.fileProblems === 0 ? number.format(c.created) : '—'}
              </Td>
              <Td align="end" className="tabular-nums max-md:hidden">
                {c && c.fileProblems === 0 ? number.format(c.updated) : '—'}
              </Td>
              <Td
                align="end"
                className={`tabular-nums max-md:hidden ${c && (c.rejected > 0 || c.fileProblems > 0) ? 'font-medium text-[#9b1c1c]' : ''}`}
              >
                {c ? (c.fileProblems > 0 ? t('TEXT_ADMIN_IMPORT_FILE_REFUSED') : number.format(c.rejected)) : '—'}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
