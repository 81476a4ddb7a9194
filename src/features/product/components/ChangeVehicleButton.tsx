'use client';
// The fitment block's "change vehicle" button. The vehicle picker belongs to the vehicles feature:
// until it wires this button itself, a click announces a 'axle:open-vehicle-picker' window event
// that the picker can listen for.
import { useTranslations } from 'next-intl';
import { CarIcon } from '@/ui/icons';

export const OPEN_VEHICLE_PICKER_EVENT = 'axle:open-vehicle-picker';

export function ChangeVehicleButton({ hasVehicle }: { hasVehicle: boolean }) {
  const t = useTranslations();
  return (
    <button
      type="button"
      data-testid="fitment-change-vehicle"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_VEHICLE_PICKER_EVENT))}
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-md border border-current/30 bg-white px-3 text-sm font-medium text-ink transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <CarIcon size={18} />
      {t(hasVehicle ? 'BUTTON_CHANGE_VEHICLE' : 'BUTTON_CHOOSE_VEHICLE')}
    </button>
  );
}
