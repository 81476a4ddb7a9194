// The fitment block's "change vehicle" button. No script of its own: the vehicle picker (vehicles
// feature, mounted in the site frame) opens for any element matching its OPENS_PICKER_SELECTOR, by a
// delegated click listener that also fetches the picker's dialog when the button is pointed at or
// focused.
import { useTranslations } from 'next-intl';
import { CarIcon } from '@/ui/icons';

export function ChangeVehicleButton({ hasVehicle }: { hasVehicle: boolean }) {
  const t = useTranslations();
  return (
    <button type="button" data-opens-vehicle-picker data-testid="fitment-change-vehicle" className="change-vehicle-button">
      <CarIcon size={18} />
      {t(hasVehicle ? 'BUTTON_CHANGE_VEHICLE' : 'BUTTON_CHOOSE_VEHICLE')}
    </button>
  );
}
