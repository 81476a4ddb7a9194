'use client';
// The /account/garage page's body: the signed-in shopper's vehicles (remove, make current, shop
// parts for it) and the add form. It shows the server's list until the browser's garage has been
// restored and merged (GarageSync), then the store, which sends changes to the account.
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CarIcon } from '@/ui/icons';
import { vehicleLabel, type Vehicle } from '../model';
import { useGarage } from '../store';
import { VehicleFinder } from './VehicleFinder';

const primary =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand px-5 text-sm font-medium text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';
const quiet =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand';

export function GarageManager({ initial }: { initial: Vehicle[] }) {
  const t = useTranslations();
  const hydrated = useSyncExternalStore(useGarage.persist.onFinishHydration, useGarage.persist.hasHydrated, () => false);
  const stored = useGarage((s) => s.vehicles);
  const currentId = useGarage((s) => s.currentId);
  const vehicles = hydrated ? stored : initial;
  const [found, setFound] = useState<Vehicle | null>(null);
  const [finderKey, setFinderKey] = useState(0);

  async function add() {
    if (!found) return;
    await useGarage.getState().add(found);
    setFound(null);
    setFinderKey((k) => k + 1);
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
      <section aria-labelledby="garage-list" className="rounded-lg border border-line bg-white">
        <h2 id="garage-list" className="border-b border-line px-5 py-4 text-base font-semibold">
          {t('LINK_GARAGE')}
        </h2>
        {vehicles.length === 0 ? (
          <p className="px-5 py-8 text-muted">{t('TEXT_GARAGE_EMPTY')}</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="garage-vehicles">
            {vehicles.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4" data-testid="garage-vehicle">
                <CarIcon size={28} className={v.id === currentId ? 'text-brand' : 'text-muted'} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{`${v.year} ${v.make} ${v.model}`}</p>
                  <p className="text-sm text-muted">{t('TEXT_VEHICLE_ENGINE', { engine: v.engine })}</p>
                  {v.id === currentId && <p className="mt-0.5 text-xs font-medium text-fit">{t('TEXT_CURRENT_VEHICLE')}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Link
                    href={{ pathname: '/catalog/products', query: { filter_vehicle: String(v.id) } }}
                    onClick={() => useGarage.getState().setCurrent(v.id)}
                    className={`${quiet} text-brand`}
                  >
                    {t('BUTTON_SHOP_PARTS_FOR_VEHICLE')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => void useGarage.getState().remove(v.id)}
                    aria-label={t('BUTTON_REMOVE_VEHICLE', { vehicle: vehicleLabel(v) })}
                    className={`${quiet} text-muted hover:text-nofit`}
                  >
                    {t('BUTTON_REMOVE')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="garage-add" className="self-start rounded-lg border border-line bg-white p-5">
        <h2 id="garage-add" className="mb-4 text-base font-semibold">
          {t('HEADER_ADD_VEHICLE')}
        </h2>
        <VehicleFinder key={finderKey} onChange={setFound} />
        <button type="button" onClick={() => void add()} disabled={!found} className={`${primary} mt-4 w-full`}>
          {t('BUTTON_ADD_VEHICLE')}
        </button>
      </section>
    </div>
  );
}
