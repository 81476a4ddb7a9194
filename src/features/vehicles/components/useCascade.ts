'use client';
// The dependent year → make → model → engine chain (specification section 4): only the first step
// is enabled at start; choosing a value enables and loads the next step and clears and disables
// the later ones; choosing none reports no vehicle; the engine completes the selection.
// Every choice bumps a generation number, and a list that arrives for an older generation is
// dropped, so quick changes never show a list for a value no longer chosen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import type { Vehicle } from '../model';
import { failureOf, shopApi } from '@/ui/shop-api';

export type Choice = { slug: string; name: string };
export type Step = 'year' | 'make' | 'model' | 'engine';

type Lists = { years: number[] | null; makes: Choice[] | null; models: Choice[] | null; engines: Vehicle[] | null };
type Chosen = { year: string; make: string; model: string; engine: string };

const EMPTY: Chosen = { year: '', make: '', model: '', engine: '' };

export function useCascade(onVehicle: (vehicle: Vehicle | null) => void) {
  const locale = useLocale();
  const [lists, setLists] = useState<Lists>({ years: null, makes: null, models: null, engines: null });
  const [chosen, setChosen] = useState<Chosen>(EMPTY);
  const [loading, setLoading] = useState<Step | null>('year');
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const report = useRef(onVehicle);
  useEffect(() => {
    report.current = onVehicle;
  }, [onVehicle]);

  const load = useCallback(
    async <T>(step: Step, url: string, gen: number): Promise<T | null> => {
      setLoading(step);
      setFailed(false);
      try {
        const data = await shopApi<T>(`${url}${url.includes('?') ? '&' : '?'}locale=${locale}`);
        if (gen !== generation.current) return null;
        setLoading(null);
        return data;
      } catch (e) {
        if (gen !== generation.current) return null;
        console.warn('[axle] vehicle list failed', failureOf(e));
        setLoading(null);
        setFailed(true);
        return null;
      }
    },
    [locale],
  );

  useEffect(() => {
    const gen = generation.current;
    void load<{ years: number[] }>('year', '/api/vehicles/years', gen).then((d) => d && setLists((l) => ({ ...l, years: d.years })));
  }, [load]);

  const q = encodeURIComponent;
  const loadMakes = (year: string, gen: number) =>
    load<{ makes: Choice[] }>('make', `/api/vehicles/makes?year=${q(year)}`, gen).then((d) => {
      if (d) setLists((l) => ({ ...l, makes: d.makes }));
      return d?.makes ?? null;
    });
  const loadModels = (year: string, make: string, gen: number) =>
    load<{ models: Choice[] }>('model', `/api/vehicles/models?year=${q(year)}&make=${q(make)}`, gen).then((d) => {
      if (d) setLists((l) => ({ ...l, models: d.models }));
      return d?.models ?? null;
    });
  const loadEngines = (year: string, make: string, model: string, gen: number) =>
    load<{ vehicles: Vehicle[] }>('engine', `/api/vehicles?year=${q(year)}&make=${q(make)}&model=${q(model)}`, gen).then((d) => {
      if (d) setLists((l) => ({ ...l, engines: d.vehicles }));
      return d?.vehicles ?? null;
    });

  /** Chooses a value at one step: later steps are cleared and the next one loads. */
  function choose(step: Step, value: string) {
    const gen = ++generation.current;
    setLoading(null);
    const next: Chosen =
      step === 'year'
        ? { ...EMPTY, year: value }
        : step === 'make'
          ? { ...chosen, make: value, model: '', engine: '' }
          : step === 'model'
            ? { ...chosen, model: value, engine: '' }
            : { ...chosen, engine: value };
    setChosen(next);
    setLists((l) => ({
      years: l.years,
      makes: step === 'year' ? null : l.makes,
      models: step === 'year' || step === 'make' ? null : l.models,
      engines: step === 'engine' ? l.engines : null,
    }));
    if (step === 'engine') {
      report.current(lists.engines?.find((v) => String(v.id) === value) ?? null);
      return;
    }
    report.current(null);
    if (!value) return;
    if (step === 'year') void loadMakes(value, gen);
    if (step === 'make') void loadModels(next.year, value, gen);
    if (step === 'model') void loadEngines(next.year, next.make, value, gen);
  }

  /** Fills year, make and (if given) model, loading each next list: what a VIN without an exact match knows. */
  async function prefill(p: { year: number; make: string; model?: string }) {
    const gen = ++generation.current;
    const year = String(p.year);
    setChosen({ ...EMPTY, year });
    setLists((l) => ({ years: l.years, makes: null, models: null, engines: null }));
    report.current(null);
    const makes = await loadMakes(year, gen);
    if (!makes?.some((m) => m.slug === p.make) || gen !== generation.current) return;
    setChosen({ ...EMPTY, year, make: p.make });
    const models = await loadModels(year, p.make, gen);
    if (!p.model || !models?.some((m) => m.slug === p.model) || gen !== generation.current) return;
    setChosen({ ...EMPTY, year, make: p.make, model: p.model });
    await loadEngines(year, p.make, p.model, gen);
  }

  return { lists, chosen, loading, failed, choose, prefill };
}
