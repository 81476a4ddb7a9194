// Does this part fit the shopper's current vehicle? One clear block: fits (green), does not fit
// (red), fitment unknown (amber), universal (neutral), or an invitation to choose a vehicle, with a
// button to change it. The status comes from vehicles/model.fitStatus, computed on the server. When
// the part fits, how it fits that vehicle (position, quantity, notes of its fitment row) takes the
// place of the generic hint: "How it fits: Front · 2 per vehicle · w/ A/C".
// @server-translated: its statuses' ids are translated where the block is drawn (scripts/messages/client-ids.ts).
import { useTranslations } from 'next-intl';
import { hasQualifiers, vehicleLabel, type FitQualifiers as Qualifiers, type FitStatus, type Vehicle } from '@/features/vehicles/model';
import { ChangeVehicleButton } from './ChangeVehicleButton';
import { FitQualifiers } from '@/features/vehicles/components/FitQualifiers';

const LOOK: Record<FitStatus, { title: string; hint?: string; className: string; icon: string }> = {
  fits: { title: 'TEXT_FIT_FITS', hint: 'TEXT_FIT_FITS_HINT', className: 'border-fit/40 bg-fit/5 text-[#125f28]', icon: 'M5 12l5 5 9-10' },
  'does-not-fit': {
    title: 'TEXT_FIT_DOES_NOT_FIT',
    hint: 'TEXT_FIT_DOES_NOT_FIT_HINT',
    className: 'border-nofit/40 bg-nofit/5 text-[#9b1c1c]',
    icon: 'M6 6l12 12M18 6L6 18',
  },
  unknown: {
    title: 'TEXT_FIT_UNKNOWN',
    hint: 'TEXT_FIT_UNKNOWN_HINT',
    className: 'border-unknown/40 bg-unknown/5 text-[#7a4800]',
    icon: 'M12 8v5M12 16.5v.5',
  },
  universal: {
    title: 'TEXT_FIT_UNIVERSAL',
    hint: 'TEXT_FIT_UNIVERSAL_HINT',
    className: 'border-line bg-surface text-ink',
    icon: 'M4 12h16M12 4v16',
  },
  'no-vehicle': {
    title: 'TEXT_FIT_NO_VEHICLE',
    className: 'border-line bg-surface text-ink',
    icon: 'M3 13l2-5.5A2 2 0 0 1 6.9 6h10.2a2 2 0 0 1 1.9 1.5L21 13v5H3z',
  },
};

export function FitmentBlock({
  status,
  vehicle,
  qualifiers = null,
}: {
  status: FitStatus;
  vehicle: Vehicle | null;
  /** How the part is fitted to the vehicle, when it fits. */
  qualifiers?: Qualifiers | null;
}) {
  const t = useTranslations();
  const look = LOOK[status];
  const label = vehicle ? vehicleLabel(vehicle) : '';
  return (
    <section aria-live="polite" data-testid="fitment" data-fit={status} className={`fitment-block ${look.className}`}>
      <svg
        aria-hidden
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="shrink-0"
      >
        <path d={look.icon} />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(look.title as 'TEXT_FIT_FITS', { vehicle: label })}</p>
        {status === 'fits' && qualifiers && hasQualifiers(qualifiers) ? (
          <p className="text-sm text-ink/75" data-testid="fitment-qualifiers">
            {t('TEXT_FIT_QUALIFIERS_LABEL')}: <FitQualifiers qualifiers={qualifiers} />
          </p>
        ) : (
          look.hint && <p className="text-sm text-ink/75">{t(look.hint as 'TEXT_FIT_FITS_HINT')}</p>
        )}
      </div>
      <ChangeVehicleButton hasVehicle={vehicle !== null} />
    </section>
  );
}
