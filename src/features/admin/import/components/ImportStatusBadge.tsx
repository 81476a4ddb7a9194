// An import's status as a small badge: words first, a dot of colour beside them.
import { useTranslations } from 'next-intl';
import { STATUS_LABELS, type ImportStatus } from '../model';

const LOOK: Record<ImportStatus, { badge: string; dot: string }> = {
  uploaded: { badge: 'bg-surface text-ink', dot: 'bg-muted animate-pulse' },
  checking: { badge: 'bg-unknown/10 text-[#7a4800]', dot: 'bg-unknown animate-pulse' },
  checked: { badge: 'bg-[#1d4ed8]/10 text-[#1e3a8a]', dot: 'bg-[#1d4ed8]' },
  applying: { badge: 'bg-unknown/10 text-[#7a4800]', dot: 'bg-unknown animate-pulse' },
  applied: { badge: 'bg-fit/10 text-[#125f28]', dot: 'bg-fit' },
  failed: { badge: 'bg-nofit/10 text-[#9b1c1c]', dot: 'bg-nofit' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const t = useTranslations();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap ${LOOK[status].badge}`} data-status={status} data-testid="import-status">
      <span aria-hidden className={`size-1.5 rounded-full ${LOOK[status].dot}`} />
      {t(STATUS_LABELS[status])}
    </span>
  );
}
