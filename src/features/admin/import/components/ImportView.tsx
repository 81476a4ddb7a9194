// One import's page: what was uploaded, by whom and with which options, then where it stands. While
// a step runs: its progress, refreshed every second. Checked: the dry run's report and the Apply
// button (or why there is none). Applied: the final report and the way to the products. Failed: why.
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';
import { staffTime } from '../../model';
import { KIND_LABELS, fileSize, isRunning, mayApply, shownStatus, type ImportSummary } from '../model';
import { ApplyForm } from './ApplyForm';
import { AutoRefresh } from './AutoRefresh';
import { ImportStatusBadge } from './ImportStatusBadge';
import { Counts, FileProblems, ReportDetails } from './ImportReport';

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
