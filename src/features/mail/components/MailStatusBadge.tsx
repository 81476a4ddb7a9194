// An email's status as a small badge (ui/StatusBadge).
import { useTranslations } from 'next-intl';
import { StatusBadge, type BadgeTone } from '@/ui/StatusBadge';
import { MAIL_STATUS_LABELS, type MailStatus } from '../model';

const TONE: Record<MailStatus, BadgeTone> = { pending: 'waiting', sent: 'good', kept: 'info', failed: 'bad' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const t = useTranslations();
  return (
    <StatusBadge tone={TONE[status]} status={status} testId="email-status">
      {t(MAIL_STATUS_LABELS[status])}
    </StatusBadge>
  );
}
