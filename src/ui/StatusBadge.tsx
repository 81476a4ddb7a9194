// Where something stands, as a small badge: words first, a dot of colour beside them (pulsing while
// it is being worked on). The admin's imports and outbox use it; the words are the caller's.
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'waiting' | 'info' | 'good' | 'bad';

const LOOK: Record<BadgeTone, { badge: string; dot: string }> = {
  neutral: { badge: 'bg-surface text-ink', dot: 'bg-muted' },
  waiting: { badge: 'bg-unknown/10 text-[#7a4800]', dot: 'bg-unknown' },
  info: { badge: 'bg-[#1d4ed8]/10 text-[#1e3a8a]', dot: 'bg-[#1d4ed8]' },
  good: { badge: 'bg-fit/10 text-[#125f28]', dot: 'bg-fit' },
  bad: { badge: 'bg-nofit/10 text-[#9b1c1c]', dot: 'bg-nofit' },
};

type Props = { tone: BadgeTone; pulse?: boolean; status: string; testId: string; children: ReactNode };

export function StatusBadge({ tone, pulse = false, status, testId, children }: Props) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap ${LOOK[tone].badge}`}
      data-status={status}
      data-testid={testId}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${LOOK[tone].dot} ${pulse ? 'animate-pulse' : ''}`} />
      {children}
    </span>
  );
}
