// A cart or order line's fit for the vehicle it was bought for: a mark and a sentence, never colour
// alone ("✓ Fits 2019 Honda Civic 2.0L", "✕ Does not fit …"), and for a fit with conditions how it
// fits ("How it fits: Front · 2 per vehicle · w/ A/C", the product page's own wording). Used by the
// drop-down, the cart page and the checkout (client) and by the order pages (server).
import { useTranslations } from 'next-intl';
import type { FitQualifiers as Qualifiers } from '@/features/vehicles/model';
import { FitQualifiers } from '@/features/vehicles/components/FitQualifiers';
import { lineFitMessage, type LineFit as Fit } from '../fit';

const LOOK: Record<Fit | 'no-vehicle', { mark: string; className: string }> = {
  fits: { mark: '✓', className: 'text-[#125f28]' },
  'fits-with-conditions': { mark: '✓', className: 'text-[#125f28]' },
  'does-not-fit': { mark: '✕', className: 'text-[#9b1c1c]' },
  unknown: { mark: '?', className: 'text-[#7a4800]' },
  universal: { mark: '∞', className: 'text-ink' },
  'no-vehicle': { mark: '?', className: 'text-muted' },
};

export function LineFit({
  fit,
  qualifiers,
  vehicle,
  className = '',
}: {
  fit: Fit;
  qualifiers: Qualifiers | null;
  /** The vehicle's name; null when the line has none. */
  vehicle: string | null;
  className?: string;
}) {
  const t = useTranslations();
  const look = LOOK[vehicle === null && fit !== 'universal' ? 'no-vehicle' : fit];
  return (
    <div className={`mt-1 text-xs ${className}`} data-testid="line-fit" data-fit={fit}>
      <p className={`flex items-baseline gap-1.5 font-medium ${look.className}`}>
        <span aria-hidden className="font-bold">
          {look.mark}
        </span>
        <span>{t(lineFitMessage(fit, vehicle !== null), { vehicle: vehicle ?? '' })}</span>
      </p>
      {fit === 'fits-with-conditions' && qualifiers && (
        <p className="ps-4 text-ink/75" data-testid="line-fit-qualifiers">
          {t('TEXT_FIT_QUALIFIERS_LABEL')}: <FitQualifiers qualifiers={qualifiers} />
        </p>
      )}
    </div>
  );
}
