// An import's status as a small badge (ui/StatusBadge); the running steps pulse.
import { useTranslations } from 'next-intl';
import { StatusBadge, type BadgeTone } from '@/ui/StatusBadge';
import { STATUS_LABELS, type ImportStatus } from '../model';

const TONE: Record<ImportStatus, { tone: BadgeTone; pulse?: boolean }> = {
  uploaded: { tone: 'neutral', pulse: true },
  checking: { tone: 'waiting', pulse: true },
  checked: { tone: 'info' },
  applying: { tone: 'waiting', pulse: true },
  applied: { tone: 'good' },
  failed: { tone: 'bad' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const t = useTranslations();
  return (
    <StatusBadge {...TONE[status]} status={status} testId="import-status">
      {t(STATUS_LABELS[status])}
    </StatusBadge>
  );
}
