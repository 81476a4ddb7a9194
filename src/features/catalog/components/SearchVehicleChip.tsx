// "Showing parts for 2019 Honda Civic": the vehicle named in the search (vehicles/phrase.ts), with a
// way to search the same other words for every vehicle (the URL's vehicle then says "all", so the
// garage's vehicle does not come back in its place).
import { useTranslations } from 'next-intl';
import { vehicleLabel } from '@/features/vehicles/model';
import type { SearchVehicle } from '@/features/vehicles/phrase-lookup';
import { CarIcon, CloseIcon } from '@/ui/icons';
import { forAllVehicles, type ListingQuery } from '../model';
import { listingHref } from '../query-string';
import { ListingLink } from './ListingNavigation';

export function SearchVehicleChip({ named, query, pathname }: { named: SearchVehicle; query: ListingQuery; pathname: string }) {
  const t = useTranslations();
  const label = vehicleLabel(named.vehicle);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-brand/30 bg-brand/5 px-4 py-3"
      data-testid="search-vehicle"
    >
      <CarIcon size={20} className="shrink-0 text-brand" aria-hidden />
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium">{t('TEXT_SEARCH_VEHICLE', { vehicle: label })}</p>
        {named.askedYear !== null && (
          <p className="text-sm text-muted" data-testid="search-vehicle-year">
            {t('TEXT_SEARCH_VEHICLE_NEAREST_YEAR', {
              asked: String(named.askedYear),
              year: String(named.vehicle.year),
              model: `${named.vehicle.make} ${named.vehicle.model}`,
            })}
          </p>
        )}
      </div>
      <ListingLink
        href={listingHref(pathname, forAllVehicles(query, named.rest))}
        aria-label={t('BUTTON_REMOVE_SEARCH_VEHICLE', { vehicle: label })}
        className="inline-flex h-8 items-center gap-2 rounded-full bg-white ps-3 pe-2 text-sm font-medium text-brand ring-1 ring-brand/30 hover:bg-brand/10"
        data-testid="remove-search-vehicle"
      >
        {t('BUTTON_SEARCH_WITHOUT_VEHICLE')}
        <CloseIcon size={12} />
      </ListingLink>
    </div>
  );
}
