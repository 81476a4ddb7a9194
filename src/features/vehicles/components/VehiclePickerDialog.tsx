'use client';
// The vehicle picker dialog (specification sections 2 and 4). Its own chunk (with the finder and
// its VIN entry): <VehiclePicker>, mounted once in the layout, loads and mounts it on the first open
// through useVehiclePicker (picker-store.ts) or any element matching OPENS_PICKER_SELECTOR.
// A native modal <dialog>: the page behind is inert (focus stays inside), Escape closes, and the
// browser gives it the dialog role; it inherits the page's direction, so Arabic is right to left.
// Panels: the list (all vehicles, saved vehicles with remove buttons, add, Cancel, Select) and the
// add form (finder, back to list only when vehicles exist, add disabled until a vehicle is chosen).
// Every open resets to the list (or the form when the garage is empty) with the current vehicle
// preselected (or the caller's, e.g. the vehicle a listing's URL names); after adding it returns to
// the list with the new vehicle selected. Select makes the choice current, then tells the caller.
// Switching panels replaces the button that was pressed, so focus moves on with it: to the selected
// vehicle's radio on the list (a screen reader reads the added vehicle), to the first field of the form.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/ui/icons';
import type { Vehicle } from '../model';
import { useGarage } from '../store';
import { useVehiclePicker } from '../picker-store';
import { VehicleFinder } from './VehicleFinder';

const primary =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand px-5 text-sm font-medium text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';
const secondary =
  'inline-flex h-10 items-center justify-center rounded-md bg-surface px-5 text-sm font-medium text-ink hover:bg-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function VehiclePickerDialog() {
  const t = useTranslations();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { isOpen, openCount, options, close } = useVehiclePicker();
  const vehicles = useGarage((s) => s.vehicles);
  const [panel, setPanel] = useState<'list' | 'form'>('list');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [found, setFound] = useState<Vehicle | null>(null);
  const [finderKey, setFinderKey] = useState(0);
  const focusNext = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const { vehicles: list, currentId: current } = useGarage.getState();
      const { preselect } = useVehiclePicker.getState().options;
      setPanel(list.length ? 'list' : 'form');
      setSelectedId(preselect !== undefined && (preselect === null || list.some((v) => v.id === preselect)) ? preselect : current);
      setFound(null);
      setFinderKey((k) => k + 1);
      dialog.showModal();
    } else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, openCount]);

  const showForm = () => {
    focusNext.current = true;
    setFound(null);
    setFinderKey((k) => k + 1);
    setPanel('form');
  };

  async function addFound() {
    if (!found) return;
    await useGarage.getState().add(found);
    focusNext.current = true;
    setSelectedId(found.id);
    setPanel('list');
  }

  const backToList = () => {
    focusNext.current = true;
    setPanel('list');
  };

  const panelShown = panel === 'list' && vehicles.length === 0 ? 'form' : panel;
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const dialog = ref.current;
    const target =
      panelShown === 'list'
        ? dialog?.querySelector<HTMLElement>('input[name="picker-vehicle"]:checked')
        : dialog?.querySelector<HTMLElement>('select:not(:disabled), input:not([type="radio"])');
    target?.focus();
  }, [panelShown, finderKey]);

  function select() {
    const vehicle = vehicles.find((v) => v.id === selectedId) ?? null;
    const { onSelected } = options;
    useGarage.getState().setCurrent(vehicle?.id ?? null);
    close();
    onSelected?.(vehicle);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={close}
      data-testid="vehicle-picker"
      className="m-auto w-[calc(100%-2rem)] max-w-[480px] rounded-lg bg-white p-0 text-ink shadow-2xl opacity-0 transition-[opacity,display,overlay] transition-discrete duration-(--duration-modal) backdrop:bg-black/50 open:opacity-100 starting:open:opacity-0"
    >
      <div className="flex items-start gap-3 border-b border-line px-6 pb-4 pt-5">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {t(panelShown === 'list' ? 'HEADER_SELECT_VEHICLE' : 'HEADER_ADD_VEHICLE')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('TEXT_SELECT_VEHICLE_TO_FIND_EXACT_FIT_PARTS')}</p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t('BUTTON_CLOSE_DIALOG')}
          className="-me-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon size={18} />
        </button>
      </div>

      {panelShown === 'list' ? (
        <div className="px-6 py-4">
          <fieldset>
            <legend className="sr-only">{t('HEADER_SELECT_VEHICLE')}</legend>
            <ul className="max-h-[50vh] divide-y divide-line overflow-y-auto rounded-md border border-line">
              <li>
                <label className="flex cursor-pointer items-center gap-3 px-4 py-3 hover:bg-surface has-checked:bg-surface">
                  <input
                    type="radio"
                    name="picker-vehicle"
                    checked={selectedId === null}
                    onChange={() => setSelectedId(null)}
                    className="size-4 accent-brand"
                  />
                  <span className="font-medium">{t('TEXT_ALL_VEHICLES')}</span>
                </label>
              </li>
              {vehicles.map((v) => (
                <li key={v.id} className="flex items-center hover:bg-surface has-checked:bg-surface" data-testid="picker-vehicle">
                  <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-3 ps-4">
                    <input
                      type="radio"
                      name="picker-vehicle"
                      value={v.id}
                      checked={selectedId === v.id}
                      onChange={() => setSelectedId(v.id)}
                      className="size-4 shrink-0 accent-brand"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium">{`${v.year} ${v.make} ${v.model}`}</span>
                      <span className="block text-sm text-muted">{t('TEXT_VEHICLE_ENGINE', { engine: v.engine })}</span>
                    </span>
                  </label>
                  <button
                    type="button"
                    onClick={() => void useGarage.getState().remove(v.id)}
                    aria-label={t('BUTTON_REMOVE_VEHICLE', { vehicle: `${v.year} ${v.make} ${v.model} ${v.engine}` })}
                    className="me-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-white hover:text-nofit focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="button" onClick={showForm} className={`${secondary} mt-4 w-full`}>
            {t('BUTTON_ADD_VEHICLE_LONG')}
          </button>
          <div className="mt-5 flex justify-end gap-2 border-t border-line pt-4">
            <button type="button" onClick={close} className={secondary}>
              {t('BUTTON_CANCEL')}
            </button>
            <button type="button" onClick={select} className={primary}>
              {t('BUTTON_SELECT_VEHICLE')}
            </button>
          </div>
        </div>
      ) : (
        <div className="px-6 py-4">
          <VehicleFinder key={finderKey} onChange={setFound} />
          <div className="mt-5 flex justify-end gap-2 border-t border-line pt-4">
            {vehicles.length > 0 && (
              <button type="button" onClick={backToList} className={`${secondary} me-auto`}>
                {t('BUTTON_BACK_TO_LIST')}
              </button>
            )}
            <button type="button" onClick={() => void addFound()} disabled={!found} className={primary}>
              {t('BUTTON_ADD_VEHICLE')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
