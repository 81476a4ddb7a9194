// The compatible-vehicles tab: every vehicle the part is listed for, grouped by make and model,
// narrowed as the shopper types (year, make, model or engine words, in any order). The list is
// server HTML (in the page for search engines, and no script to ship for it); the search field
// (VehicleListFilter) is the only client part, and narrows the list by hiding its items.
import { useTranslations } from 'next-intl';
import { groupVehicles, vehicleSearchText, type FitVehicle } from '../model';
import { VehicleListFilter } from './VehicleListFilter';

const LIST_ID = 'compatible-vehicles-list';

export function CompatibleVehicles({ vehicles, currentVehicleId }: { vehicles: FitVehicle[]; currentVehicleId: number | null }) {
  const t = useTranslations();
  const groups = groupVehicles(vehicles);
  return (
    <div className="flex flex-col gap-4" data-testid="compatible-vehicles">
      <VehicleListFilter listId={LIST_ID} total={vehicles.length} />
      {groups.length === 0 ? (
        <p className="text-muted">{t('TEXT_NO_MATCHING_VEHICLES')}</p>
      ) : (
        <div id={LIST_ID} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <section key={g.make} className="rounded-lg border border-line" aria-label={g.make} data-group>
              <h3 className="border-b border-line bg-surface px-4 py-2 font-semibold text-ink">{g.make}</h3>
              <ul className="flex flex-col divide-y divide-line">
                {g.models.map((m) => (
                  <li key={m.model} className="px-4 py-2.5" data-group>
                    <p className="font-medium text-ink">{m.model}</p>
                    <ul className="mt-1 flex flex-col gap-0.5 text-sm text-muted">
                      {m.vehicles.map((v) => (
                        <li
                          key={v.id}
                          className={v.id === currentVehicleId ? 'font-semibold text-[#125f28]' : ''}
                          data-vehicle-id={v.id}
                          data-search={vehicleSearchText(v)}
                        >
                          {v.year}
                          {v.engine && ` · ${v.engine}`}
                        </li>
                      ))}
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
