// An import's report as the admin's import page shows it: the counts (created, updated, unchanged,
// rejected…), the rejected rows and the warnings with their line, column and translated reason, and
// what made a file unreadable. The page itself (ImportView) places them by where the import stands.
import { getLocale, getTranslations } from 'next-intl/server';
import type { ImportReport, Rejection } from '@/features/catalog-import/model';
import { Code } from '@/ui/Code';
import { Table, Td, Th } from '@/ui/Table';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** A reason of the engine's, translated with its column and value (the id itself if a catalogue lacks it). */
const reasonText = (t: T, r: { reason: string; column?: string; value?: string; line?: number }) =>
  t.has(r.reason) ? t(r.reason, { column: r.column ?? '', value: r.value ?? '', line: r.line ?? '' }) : r.reason;

function Count({ label, value, tone, testId }: { label: string; value: string; tone?: 'good' | 'bad' | 'warn'; testId: string }) {
  const color = tone === 'good' ? 'text-[#125f28]' : tone === 'bad' ? 'text-[#9b1c1c]' : tone === 'warn' ? 'text-[#7a4800]' : 'text-ink';
  return (
    <div className="rounded-md border border-line bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${color}`}>{value}</dd>
    </div>
  );
}

export async function Counts({ report, testId }: { report: ImportReport; testId: string }) {
  const t = await getTranslations();
  const n = new Intl.NumberFormat(await getLocale());
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid={testId}>
      <Count testId="count-rows" label={t('TEXT_ADMIN_IMPORT_ROWS_READ')} value={n.format(report.rows)} />
      <Count
        testId="count-created"
        label={t('TEXT_ADMIN_IMPORT_CREATED')}
        value={n.format(report.created)}
        tone={report.created ? 'good' : undefined}
      />
      <Count testId="count-updated" label={t('TEXT_ADMIN_IMPORT_UPDATED')} value={n.format(report.updated)} />
      <Count testId="count-unchanged" label={t('TEXT_ADMIN_IMPORT_UNCHANGED')} value={n.format(report.unchanged)} />
      {report.kind === 'products' ? (
        <Count testId="count-hidden" label={t('TEXT_ADMIN_IMPORT_HIDDEN')} value={n.format(report.hidden)} />
      ) : report.kind === 'fitment' ? (
        <Count testId="count-fitment" label={t('TEXT_ADMIN_IMPORT_FITMENT_ROWS')} value={n.format(report.fitmentRows)} />
      ) : (
        <Count
          testId="count-warnings"
          label={t('TEXT_ADMIN_IMPORT_WARNINGS')}
          value={n.format(report.warned)}
          tone={report.warned ? 'warn' : undefined}
        />
      )}
      <Count
        testId="count-rejected"
        label={t('TEXT_ADMIN_IMPORT_REJECTED')}
        value={n.format(report.rejected)}
        tone={report.rejected ? 'bad' : undefined}
      />
    </dl>
  );
}

async function RowProblems({ rows, total, title, testId }: { rows: Rejection[]; total: number; title: string; testId: string }) {
  if (total === 0) return null;
  const t = await getTranslations();
  const n = new Intl.NumberFormat(await getLocale());
  return (
    <div className="space-y-2">
      {/* Narrow screens keep the reason in view: the value moves under its column's name. */}
      <Table caption={title} testId={testId}>
        <thead>
          <tr>
            <Th align="end" className="w-14 sm:w-20">
              {t('TABLE_ADMIN_IMPORT_LINE')}
            </Th>
            <Th className="w-32 sm:w-40">{t('TABLE_ADMIN_IMPORT_COLUMN')}</Th>
            <Th className="w-56 max-sm:hidden">{t('TABLE_ADMIN_IMPORT_VALUE')}</Th>
            <Th>{t('TABLE_ADMIN_IMPORT_REASON')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const value = r.value ? (
              <bdi
                className="inline-block max-w-full truncate rounded bg-surface px-1.5 py-0.5 align-middle font-mono text-[13px]"
                title={r.value}
              >
                {r.value}
              </bdi>
            ) : (
              <span className="text-muted">{t('TEXT_ADMIN_IMPORT_EMPTY_CELL')}</span>
            );
            return (
              <tr key={`${r.line}-${r.column}-${i}`} data-testid={`${testId}-row`} data-line={r.line}>
                <Th scope="row" align="end" className="tabular-nums max-sm:px-3">
                  {n.format(r.line)}
                </Th>
                <Td className="max-w-32 max-sm:px-3 sm:max-w-40">
                  <Code className="font-mono text-[13px] [overflow-wrap:anywhere]">{r.column}</Code>
                  <span className="mt-1.5 block sm:hidden">{value}</span>
                </Td>
                <Td className="max-w-56 max-sm:hidden">{value}</Td>
                <Td className="max-sm:px-3">{reasonText(t, r)}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {total > rows.length && <p className="text-sm text-muted">{t('TEXT_ADMIN_IMPORT_FIRST_OF', { shown: rows.length, total })}</p>}
    </div>
  );
}

export async function ReportDetails({ report, prefix }: { report: ImportReport; prefix: string }) {
  const t = await getTranslations();
  return (
    <>
      {report.newBrands.length > 0 && (
        <div className="rounded-md border border-line bg-white px-5 py-4" data-testid={`${prefix}-new-brands`}>
          <h3 className="text-sm font-semibold text-ink">{t('HEADER_ADMIN_IMPORT_NEW_BRANDS', { count: report.newBrands.length })}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {report.newBrands.map((b) => (
              <li key={b} className="rounded-full bg-surface px-2.5 py-1 text-sm text-ink">
                <bdi>{b}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RowProblems
        rows={report.rejections}
        total={report.rejected}
        title={t('HEADER_ADMIN_IMPORT_REJECTIONS', { count: report.rejected })}
        testId={`${prefix}-rejections`}
      />
      <RowProblems
        rows={report.warnings}
        total={report.warned}
        title={t('HEADER_ADMIN_IMPORT_WARNINGS', { count: report.warned })}
        testId={`${prefix}-warnings`}
      />
    </>
  );
}

export async function FileProblems({ report }: { report: ImportReport }) {
  const t = await getTranslations();
  return (
    <div
      role="alert"
      className="rounded-md border border-brand/30 bg-brand/5 px-5 py-4 text-sm text-brand-dark"
      data-testid="import-file-problems"
    >
      <p className="font-semibold">{t('TEXT_ADMIN_IMPORT_FILE_UNREADABLE')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {report.fileProblems.map((p, i) => (
          <li key={i}>{reasonText(t, p)}</li>
        ))}
      </ul>
    </div>
  );
}
