'use client';
// The header's vehicle button: names the current vehicle ("2014 Honda Civic 1.8L I4") or asks to
// select one, and opens the picker. Until the saved garage is restored it shows what the server
// knew from the cookie, so the label does not flash. Variants: 'desktop' (the labelled button of the
// desktop header), 'mobile' (an icon on the mobile bar) and 'search' (the car at the start of the
// mobile search field, specification section 2: "mobile search opens the vehicle picker").
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { CarIcon, ChevronDownIcon } from '@/ui/icons';
import { vehicleLabel, type Vehicle } from '../model';
import { currentVehicle, useGarage } from '../store';
import { useVehiclePicker } from '../picker-store';
import { preloadVehiclePicker } from './VehiclePicker';

export function VehicleButton({
  initial,
  variant = 'desktop',
  className = '',
}: {
  initial: Vehicle | null;
  variant?: 'desktop' | 'mobile' | 'search';
  className?: string;
}) {
  const t = useTranslations();
  const hydrated = useSyncExternalStore(useGarage.persist.onFinishHydration, useGarage.persist.hasHydrated, () => false);
  const stored = useGarage(currentVehicle);
  const vehicle = hydrated ? stored : initial;
  const label = vehicle ? vehicleLabel(vehicle) : t('HEADER_SELECT_VEHICLE');
  const open = () => useVehiclePicker.getState().open();

  if (variant === 'mobile' || variant === 'search') {
    const search = variant === 'search';
    return (
      <button
        type="button"
        onClick={open}
        onPointerEnter={preloadVehiclePicker}
        onFocus={preloadVehiclePicker}
        data-testid={search ? 'search-vehicle-button' : 'vehicle-button-mobile'}
        aria-haspopup="dialog"
        aria-label={vehicle ? t('TEXT_VEHICLE_BUTTON', { vehicle: label }) : label}
        className={className}
      >
        <CarIcon size={search ? 20 : 22} className={search && vehicle ? 'text-brand' : undefined} />
        {vehicle && <span className={`absolute size-2 rounded-full bg-brand ${search ? 'end-1 top-1' : 'end-1.5 top-1.5'}`} aria-hidden />}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={open}
      onPointerEnter={preloadVehiclePicker}
      onFocus={preloadVehiclePicker}
      data-testid="vehicle-button"
      aria-haspopup="dialog"
      className={`flex h-11 max-w-[260px] shrink-0 items-center gap-2 rounded-md border-2 border-line px-3 text-start text-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <CarIcon size={22} className={vehicle ? 'shrink-0 text-brand' : 'shrink-0 text-muted'} />
      <span className="min-w-0 truncate font-medium" data-testid="vehicle-button-label">
        {label}
      </span>
      <ChevronDownIcon size={14} className="shrink-0 text-muted" />
    </button>
  );
}
