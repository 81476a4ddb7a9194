// The compatible-vehicles tab: every vehicle the part is listed for, grouped by make and model,
// consecutive years with the same engine and fitting as one range ("2016–2019 · 2.0L I4", then how
// it fits: position, quantity, notes), narrowed as the shopper types (year, make, model or engine
// words, in any order; a year inside a range keeps the range). The list is server HTML (in the page
// for search engines, and no script to ship for it); the search field (VehicleListFilter) is the
// only client part, and narrows the list by hiding its items. It is loaded when the tabs come near
// the screen (TabParts.tsx); until then its row shows the count written here.
//
// Each entry carries data-vehicle-id (its newest vehicle), data-vehicle-ids (every vehicle it
// covers), data-year and data-engine (its newest vehicle's), for scripts and tests that pick a
// vehicle from the list. The entry holding the current vehicle is highlighted.
import { useLocale, useTranslations } from 'next-intl';
import { formatYears, groupVehicles, vehicleSearchText, type FitVehicle } from '../fitment';
import { FitQualifiers } from '@/features/vehicles/components/FitQualifiers';
import { VehicleListFilterOnDemand } from './TabParts';

const LIST_ID = 'compatible-vehicles-list';

export function CompatibleVehicles({ vehicles, currentVehicleId }: { vehicles: FitVehicle[]; currentVehicleId: number | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const groups = groupVehicles(vehicles);
  return (
    <div className="flex flex-col gap-4" data-testid="compatible-vehicles">
      <VehicleListFilterOnDemand
        listId={LIST_ID}
        total={vehicles.length}
        count={<p className="text-sm text-muted">{t('TEXT_VEHICLES_COUNT', { count: vehicles.length })}</p>}
      />
      {groups.length === 0 ? (
        <p className="text-muted">{t('TEXT_NO_MATCHING_VEHICLES')}</p>
      ) : (
        <div id={LIST_ID} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <section key={g.make} className="rounded-lg border border-line" aria-label={g.make} data-group>
              <h3 className="compatible-make-title">{g.make}</h3>
              <ul className="flex flex-col divide-y divide-line">
                {g.models.map((m) => (
                  <li key={m.model} className="px-4 py-2.5" data-group>
                    <p className="font-medium text-ink">{m.model}</p>
                    <ul className="compatible-ranges">
                      {m.ranges.map((r) => {
                        const newest = r.vehicles[0]!;
                        const current = currentVehicleId !== null && r.vehicles.some((v) => v.id === currentVehicleId);
                        return (
                          <li
                            key={newest.id}
                            className={current ? 'font-semibold text-[#125f28]' : ''}
                            data-vehicle-id={newest.id}
                            data-vehicle-ids={r.vehicles.map((v) => v.id).join(' ')}
                            data-year={newest.year}
                            data-engine={r.engine}
                            data-vehicle-years={r.vehicles.map((v) => v.year).join(' ')}
                            data-search={vehicleSearchText(r)}
                          >
                            <span>{formatYears(r, locale)}</span>
                            {r.engine && ` · ${r.engine}`}
                            <FitQualifiers qualifiers={r} className="block text-xs" />
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
