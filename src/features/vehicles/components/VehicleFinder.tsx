'use client';
// The vehicle finder form (specification sections 2 and 4): the year → make → model → engine chain,
// the word "or", then the VIN box. The selected vehicle is the VIN's result, else the chain's; the
// change callback fires only when it differs from the last one reported.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { vehicleLabel, type Vehicle } from '../model';
import { useCascade, type Step } from './useCascade';
import { useVinLookup } from './useVinLookup';

const selectClass =
  'h-11 w-full appearance-none rounded-md border border-line bg-white bg-[length:12px] bg-[position:right_0.85rem_center] bg-no-repeat pe-9 ps-3 text-[15px] text-ink ' +
  'rtl:bg-[position:left_0.85rem_center] focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted';
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%236c757d' stroke-width='1.6'/%3E%3C/svg%3E\")",
};

export function VehicleFinder({ onChange, className = '' }: { onChange: (vehicle: Vehicle | null) => void; className?: string }) {
  const t = useTranslations();
  const id = useId();
  const [filterVehicle, setFilterVehicle] = useState<Vehicle | null>(null);
  const cascade = useCascade(setFilterVehicle);
  const vin = useVinLookup(cascade.prefill);
  const vinVehicle = vin.state.status === 'found' ? vin.state.vehicle : null;
  const selected = vinVehicle ?? filterVehicle;

  const last = useRef<number | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const next = selected?.id ?? null;
    if (next === last.current) return;
    last.current = next;
    report.current(selected);
  }, [selected]);

  const { lists, chosen, loading } = cascade;
  const steps: { step: Step; label: string; value: string; enabled: boolean; options: { value: string; label: string }[] }[] = [
    {
      step: 'year',
      label: t('INPUT_VEHICLE_YEAR'),
      value: chosen.year,
      enabled: lists.years !== null,
      options: (lists.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
    },
    {
      step: 'make',
      label: t('INPUT_VEHICLE_BRAND'),
      value: chosen.make,
      enabled: lists.makes !== null,
      options: (lists.makes ?? []).map((m) => ({ value: m.slug, label: m.name })),
    },
    {
      step: 'model',
      label: t('INPUT_VEHICLE_MODEL'),
      value: chosen.model,
      enabled: lists.models !== null,
      options: (lists.models ?? []).map((m) => ({ value: m.slug, label: m.name })),
    },
    {
      step: 'engine',
      label: t('INPUT_VEHICLE_ENGINE'),
      value: chosen.engine,
      enabled: lists.engines !== null,
      options: (lists.engines ?? []).map((v) => ({ value: String(v.id), label: v.engine })),
    },
  ];

  const s = vin.state;
  return (
    <div className={`space-y-3 ${className}`} data-testid="vehicle-finder">
      {steps.map((st) => (
        <div key={st.step} className="relative">
          <label htmlFor={`${id}-${st.step}`} className="sr-only">
            {st.label}
          </label>
          <select
            id={`${id}-${st.step}`}
            name={st.step}
            value={st.value}
            disabled={!st.enabled}
            aria-busy={loading === st.step}
            onChange={(e) => cascade.choose(st.step, e.target.value)}
            className={selectClass}
            style={chevron}
          >
            <option value="">{loading === st.step ? t('TEXT_LOADING') : st.label}</option>
            {st.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {cascade.failed && (
        <p role="alert" className="text-sm text-nofit">
          {t('ERROR_VEHICLE_LIST_FAILED')}
        </p>
      )}

      <div className="flex items-center gap-3 py-1 text-xs font-medium uppercase tracking-wider text-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        {t('TEXT_OR')}
        <span className="h-px flex-1 bg-line" />
      </div>

      <div>
        <label htmlFor={`${id}-vin`} className="sr-only">
          {t('INPUT_VIN_LABEL')}
        </label>
        <div className="relative">
          <input
            id={`${id}-vin`}
            name="vin"
            type="text"
            dir="ltr"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={vin.text}
            onChange={(e) => vin.change(e.target.value)}
            placeholder={t('INPUT_VIN_PLACEHOLDER')}
            aria-describedby={s.status === 'idle' ? undefined : `${id}-vin-result`}
            aria-invalid={s.status === 'error' || undefined}
            className="h-11 w-full rounded-md border border-line bg-white px-3 font-mono text-[15px] uppercase tracking-wide text-ink placeholder:font-sans placeholder:normal-case placeholder:tracking-normal placeholder:text-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25 rtl:text-end rtl:placeholder:text-end"
          />
          {s.status === 'loading' && (
            <span
              className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin rounded-full border-2 border-line border-t-brand"
              aria-hidden
            />
          )}
        </div>
        <div id={`${id}-vin-result`} aria-live="polite" className="mt-2 empty:hidden">
          {s.status === 'loading' && <span className="sr-only">{t('TEXT_VIN_LOOKING_UP')}</span>}
          {s.status === 'found' && (
            <div
              role="status"
              className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
              data-testid="vin-alert"
            >
              <p className="font-semibold">{t('TEXT_ALERT_VEHICLE_FOUND')}</p>
              <p>{vehicleLabel(s.vehicle)}</p>
              {s.warning && <p className="mt-1 text-xs text-sky-800">{t('TEXT_VIN_CHECK_DIGIT_WARNING')}</p>}
            </div>
          )}
          {s.status === 'error' && (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="vin-alert">
              <p className="font-semibold">{t('TEXT_ALERT_UNABLE_TO_FIND_VEHICLE_BY_VIN')}</p>
              <p>{s.reason}</p>
              {s.decoded?.year && s.decoded.make && (
                <p className="mt-1 text-xs">{t('TEXT_VIN_DECODED', { year: s.decoded.year, make: s.decoded.make })}</p>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
