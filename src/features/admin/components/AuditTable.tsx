import { getLocale, getTranslations } from 'next-intl/server';
import type { AuditRow } from '../audit';
import { AUDIT_ACTION_LABELS, staffTime } from '../model';

/** A before/after value as compact text: small objects read as key: value pairs. */
const show = (v: unknown) =>
  v === null || v === undefined
    ? '—'
    : typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>)
          .map(([k, x]) => `${k}: ${typeof x === 'object' ? JSON.stringify(x) : String(x)}`)
          .join('; ')
      : JSON.stringify(v);

/** The audit log: when, who, what, to what, before and after. */
export async function AuditTable({ rows }: { rows: AuditRow[] }) {
  const t = await getTranslations();
  const locale = await getLocale();
  if (rows.length === 0)
    return <p className="rounded-md border border-line bg-white px-5 py-10 text-center text-muted">{t('TEXT_ADMIN_NO_AUDIT')}</p>;
  const th = 'px-4 py-3 text-start text-xs font-medium tracking-wide text-ink/70 uppercase';
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-white">
      <table className="w-full min-w-[900px] text-sm" data-testid="admin-audit">
        <caption className="sr-only">{t('LINK_ADMIN_AUDIT')}</caption>
        <thead className="border-b border-line bg-surface/60">
          <tr>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_WHEN')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_WHO')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_WHAT')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_BEFORE')}
            </th>
            <th scope="col" className={th}>
              {t('TEXT_ADMIN_AFTER')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">
          {rows.map((r) => (
            <tr key={r.id} data-testid="audit-row">
              <td className="px-4 py-3 whitespace-nowrap text-ink/80">{staffTime(r.createdAt, locale, true)}</td>
              <td className="px-4 py-3">
                <bdi dir="ltr">{r.actorEmail}</bdi>
              </td>
              <td className="px-4 py-3">
                <span className="block font-medium text-ink">
                  {AUDIT_ACTION_LABELS[r.action] ? t(AUDIT_ACTION_LABELS[r.action] as 'TEXT_AUDIT_ORDER_NOTE') : r.action}
                </span>
                <bdi dir="ltr" className="block text-xs text-muted">
                  {r.entity} {r.entityKey}
                </bdi>
              </td>
              <td className="max-w-[18rem] px-4 py-3 break-words text-ink/80">
                <bdi dir="ltr">{show(r.before)}</bdi>
              </td>
              <td className="max-w-[18rem] px-4 py-3 break-words text-ink/80">
                <bdi dir="ltr">{show(r.after)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
