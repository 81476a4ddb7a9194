// The vehicle fit indicator on a card (behaviour notes, Fitment): only while a vehicle is chosen.
// @server-translated: its ids are translated where it is drawn (scripts/messages/client-ids.ts).
import { useTranslations } from 'next-intl';
import type { FitStatus } from '@/features/vehicles/model';

const STYLE: Record<
  Exclude<FitStatus, 'no-vehicle'>,
  { id: 'FIT_FITS' | 'FIT_DOES_NOT_FIT' | 'FIT_UNIVERSAL' | 'FIT_UNKNOWN'; className: string; mark: string }
> = {
  fits: { id: 'FIT_FITS', className: 'bg-fit/10 text-fit', mark: '✓' },
  'does-not-fit': { id: 'FIT_DOES_NOT_FIT', className: 'bg-nofit/10 text-nofit', mark: '✕' },
  universal: { id: 'FIT_UNIVERSAL', className: 'bg-surface text-ink', mark: '∞' },
  unknown: { id: 'FIT_UNKNOWN', className: 'bg-unknown/10 text-unknown', mark: '?' },
};

export function FitIndicator({ status, vehicle }: { status: FitStatus; vehicle: string | null }) {
  const t = useTranslations();
  if (status === 'no-vehicle' || !vehicle) return null;
  const s = STYLE[status];
  return (
    <p className={`flex items-start gap-1.5 rounded px-2 py-1 text-xs font-medium ${s.className}`} data-fit={status}>
      <span aria-hidden className="font-bold">
        {s.mark}
      </span>
      <span>{t(s.id, { vehicle })}</span>
    </p>
  );
}
