'use client';
// The vehicle finder as a search form (home two's hero): choose a vehicle by the year → make →
// model → engine chain or by VIN, then "Show parts" opens the product list filtered to it. The button
// stays disabled until a vehicle is chosen. The garage is not changed: the filter is in the link.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { SearchIcon } from '@/ui/icons';
import type { Vehicle } from '../model';
import { VehicleFinder } from './VehicleFinder';

export function VehicleSearch({ className = '' }: { className?: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  return (
    <form
      className={className}
      data-testid="vehicle-search"
      onSubmit={(e) => {
        e.preventDefault();
        if (vehicle) router.push({ pathname: '/catalog/products', query: { filter_vehicle: String(vehicle.id) } });
      }}
    >
      <VehicleFinder onChange={setVehicle} />
      <button
        type="submit"
        disabled={!vehicle}
        className="mt-4 inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-brand px-6 text-[15px] font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:bg-brand/45"
      >
        <SearchIcon size={18} />
        {t('BUTTON_SHOW_PARTS')}
      </button>
    </form>
  );
}
