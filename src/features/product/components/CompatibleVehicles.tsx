'use client';
// The compatible-vehicles tab: every vehicle the part is listed for, grouped by make and model,
// narrowed as the shopper types (year, make, model or engine words, in any order).
import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SearchIcon } from '@/ui/icons';
import { filterVehicles, groupVehicles, type FitVehicle } from '../model';

export function CompatibleVehicles({ vehicles, currentVehicleId }: { vehicles: FitVehicle[]; currentVehicleId: number | null }) {
  const t = useTranslations();
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterVehicles(vehicles, query), [vehicles, query]);
  const groups = useMemo(() => groupVehicles(shown), [shown]);
  return (
    <div className="flex flex-col gap-4" data-testid="compatible-vehicles">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="sr-only">
          {t('INPUT_SEARCH_VEHICLES_LABEL')}
        </label>
        <div className="relative w-full max-w-sm">
          <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id={id}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('INPUT_SEARCH_VEHICLES_PLACEHOLDER')}
            className="h-10 w-full rounded-md border border-line ps-10 pe-3 text-sm outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/20"
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t('TEXT_VEHICLES_COUNT', { count: shown.length })}
        </p>
      </div>
      {groups.length === 0 ? (
        <p className="text-muted">{t('TEXT_NO_MATCHING_VEHICLES')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <section key={g.make} className="rounded-lg border border-line" aria-label={g.make}>
              <h3 className="border-b border-line bg-surface px-4 py-2 font-semibold text-ink">{g.make}</h3>
              <ul className="flex flex-col divide-y divide-line">
                {g.models.map((m) => (
                  <li key={m.model} className="px-4 py-2.5">
                    <p className="font-medium text-ink">{m.model}</p>
                    <ul className="mt-1 flex flex-col gap-0.5 text-sm text-muted">
                      {m.vehicles.map((v) => (
                        <li key={v.id} className={v.id === currentVehicleId ? 'font-semibold text-[#125f28]' : ''} data-vehicle-id={v.id}>
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
