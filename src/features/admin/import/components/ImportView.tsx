// One import's page: what was uploaded, by whom and with which options, then where it stands. While
// a step runs: its progress, refreshed every second. Checked: the dry run's report and the Apply
// button (or why there is none). Applied: the final report and the way to the products. Failed: why.
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ImportReport, Rejection } from '@/features/catalog-import/model';
import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';
import { Code } from '@/ui/Code';
import { Table, Td, Th } from '@/ui/Table';
import { staffTime } from '../../model';
import { KIND_LABELS, fileSize, isRunning, mayApply, shownStatus, type ImportSummary } from '../model';
import { ApplyForm } from './ApplyForm';
import { AutoRefresh } from './AutoRefresh';
import { ImportStatusBadge } from './ImportStatusBadge';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** A reason of the engine's, translated with its column and value (the id itself if a catalogue lacks it). */
const reasonText = (t: T, r: { reason: string; column?: string; value?: string; line?: number }) =>
  t.has(r.reason) ? t(r.reason, { column: r.column ?? '', value: r.value ?? '', line: r.line ?? '' }) : r.reason;

function Panel({ title, children, testId, actions }: { title: string; children: ReactNode; testId?: string; actions?: ReactNode }) {
  return (
    <section className="rounded-md border border-line bg-white" data-testid={testId} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3.5">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {actions}
      </div>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

function Count({ label, value, tone, testId }: { label: string; value: string; tone?: 'good' | 'bad' | 'warn'; testId: string }) {
  const color = tone === 'good' ? 'text-[#125f28]' : tone === 'bad' ? 'text-[#9b1c1c]' : tone === 'warn' ? 'text-[#7a4800]' : 'text-ink';
  return (
    <div className="rounded-md border border-line bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${color}`}>{value}</dd>
    </div>
  );
}

async function Counts({ report, testId }: { report: ImportReport; testId: string }) {
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

async function ReportDetails({ report, prefix }: { report: ImportReport; prefix: string }) {
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

async function FileProblems({ report }: { report: ImportReport }) {
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

export async function ImportView({ item }: { item: ImportSummary }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const n = new Intl.NumberFormat(locale);
  const { status, error } = shownStatus(item);
  const size = fileSize(item.sizeBytes);
  const report = item.report;
  const applied = item.appliedReport;
  const running = isRunning(status);

  return (
    <div className="space-y-6" data-testid="import-view" data-status={status}>
      {/* As AdminHeading, with a file name long enough to need breaking anywhere. */}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere] text-ink">{item.fileName}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink/70">
            <span>{t(KIND_LABELS[item.kind])}</span>
            <span aria-hidden>·</span>
            <span>{t(size.id, { size: size.size })}</span>
            {/* On a narrow screen "Uploaded by…" takes a line of its own, with no dot left hanging. */}
            <span aria-hidden className="max-sm:hidden">
              ·
            </span>
            <span className="max-sm:basis-full">
              {t('TEXT_ADMIN_IMPORT_UPLOADED_BY', { email: item.createdByEmail, date: staffTime(item.createdAt, locale) })}
            </span>
          </p>
        </div>
        <ButtonLink href="/admin/import" variant="secondary" size="sm">
          {t('LINK_ADMIN_IMPORT_ALL')}
        </ButtonLink>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ImportStatusBadge status={status} />
        {item.strict && (
          <span className="rounded-full border border-line bg-white px-2.5 py-1 text-xs text-ink">
            {t('TEXT_ADMIN_IMPORT_OPTION_STRICT')}
          </span>
        )}
        {item.hideMissing && (
          <span className="rounded-full border border-line bg-white px-2.5 py-1 text-xs text-ink">
            {t('TEXT_ADMIN_IMPORT_OPTION_HIDE_MISSING')}
          </span>
        )}
      </div>

      {running && (
        <section className="rounded-md border border-line bg-white px-5 py-6" aria-live="polite" data-testid="import-progress">
          <AutoRefresh />
          <div className="flex items-center gap-4">
            <span aria-hidden className="size-8 shrink-0 animate-spin rounded-full border-[3px] border-brand/20 border-t-brand" />
            <div>
              <h2 className="text-base font-semibold text-ink">
                {t(status === 'applying' ? 'TEXT_ADMIN_IMPORT_APPLYING' : 'TEXT_ADMIN_IMPORT_CHECKING')}
              </h2>
              <p className="mt-0.5 text-sm text-muted tabular-nums" data-testid="import-rows-read">
                {t('TEXT_ADMIN_IMPORT_ROWS_SO_FAR', { count: item.rowsRead, rows: n.format(item.rowsRead) })}
              </p>
            </div>
          </div>
          <p className="mt-4 text-sm text-muted">{t('TEXT_ADMIN_IMPORT_RUNNING_HINT')}</p>
        </section>
      )}

      {status === 'failed' && (
        <Alert>
          <span data-testid="import-error">{t(error ?? 'ERROR_ADMIN_IMPORT_CRASHED')}</span>
        </Alert>
      )}

      {status === 'checked' &&
        report &&
        (report.fileProblems.length > 0 ? (
          <FileProblems report={report} />
        ) : (
          <>
            <Panel
              title={t('HEADER_ADMIN_IMPORT_DRY_RUN')}
              testId="import-dry-run"
              actions={<span className="text-xs text-muted">{t('TEXT_ADMIN_IMPORT_SECONDS', { seconds: report.seconds })}</span>}
            >
              <p className="mb-4 text-sm text-ink/80">{t('TEXT_ADMIN_IMPORT_DRY_RUN_LEAD')}</p>
              <Counts report={report} testId="dry-run-counts" />
              {report.bulkLoad && mayApply(report) && (
                <p
                  className="mt-4 rounded-md border border-[#7a4800]/25 bg-white px-4 py-3 text-sm text-[#7a4800]"
                  data-testid="import-bulk-note"
                >
                  {t('TEXT_ADMIN_IMPORT_BULK_NOTE')}
                </p>
              )}
              <div className="mt-5 flex flex-wrap items-center gap-4 border-t border-line pt-4">
                {mayApply(report) ? (
                  <>
                    <ApplyForm id={item.id} />
                    <p className="text-sm text-muted">
                      {report.rejected > 0
                        ? t('TEXT_ADMIN_IMPORT_APPLY_SKIPS', { count: report.rejected })
                        : t('TEXT_ADMIN_IMPORT_APPLY_HINT')}
                    </p>
                  </>
                ) : (
                  <p className="text-sm text-[#9b1c1c]" data-testid="import-not-applicable">
                    {report.strict && report.rejected > 0 ? t('TEXT_ADMIN_IMPORT_STRICT_REFUSED') : t('TEXT_ADMIN_IMPORT_NOTHING_TO_APPLY')}
                  </p>
                )}
              </div>
            </Panel>
            <ReportDetails report={report} prefix="dry-run" />
          </>
        ))}

      {status === 'applied' && applied && (
        <>
          {applied.applied ? (
            // The admin's own success colour: the kit's green on the grey surface is too light for 4.5:1.
            <p
              role="status"
              className="rounded-md border border-fit/30 bg-white px-4 py-3 text-sm font-medium text-[#125f28]"
              data-testid="import-applied-note"
            >
              {t('TEXT_ADMIN_IMPORT_APPLIED', {
                email: item.appliedByEmail ?? item.createdByEmail,
                date: staffTime(item.updatedAt, locale),
              })}
            </p>
          ) : (
            <Alert>{applied.fileProblems.length ? t('TEXT_ADMIN_IMPORT_FILE_UNREADABLE') : t('TEXT_ADMIN_IMPORT_STRICT_REFUSED')}</Alert>
          )}
          <Panel
            title={t('HEADER_ADMIN_IMPORT_RESULT')}
            testId="import-applied"
            actions={
              <ButtonLink href="/admin/products" variant="secondary" size="sm" data-testid="import-products-link">
                {t('LINK_ADMIN_IMPORT_TO_PRODUCTS')}
              </ButtonLink>
            }
          >
            <Counts report={applied} testId="applied-counts" />
          </Panel>
          {applied.fileProblems.length > 0 && <FileProblems report={applied} />}
          <ReportDetails report={applied} prefix="applied" />
        </>
      )}
    </div>
  );
}
