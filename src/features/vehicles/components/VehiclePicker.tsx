'use client';
// The vehicle picker (specification sections 2 and 4), mounted once in the layout and opened through
// useVehiclePicker (picker-store.ts) or any element matching OPENS_PICKER_SELECTOR. The dialog itself
// (VehiclePickerDialog: the list, the finder and its VIN entry) is not needed for the first paint, so
// it is its own chunk, fetched when a shopper points at or focuses a vehicle button, or at the latest
// on the first open; it mounts open. A closed modal <dialog> takes no space, so nothing moves.
import { Suspense, useEffect } from 'react';
import { onDemand } from '@/ui/on-demand';
import { OPENS_PICKER_SELECTOR, PICKER_EVENT, useVehiclePicker } from '../picker-store';

const dialog = onDemand<object>('vehicle-picker', () => import('./VehiclePickerDialog').then((m) => m.VehiclePickerDialog));

/** Starts fetching the dialog ahead of a likely open (a vehicle button's hover or focus). */
export function preloadVehiclePicker() {
  dialog.preload();
}

export function VehiclePicker() {
  const opened = useVehiclePicker((s) => s.openCount > 0);

  // Other features' buttons open the picker without importing it.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target.closest(OPENS_PICKER_SELECTOR) : null;
      if (!target) return;
      e.preventDefault();
      useVehiclePicker.getState().open();
    };
    // The catalog's vehicle filter also announces itself with this window event.
    const onEvent = () => {
      if (!useVehiclePicker.getState().isOpen) useVehiclePicker.getState().open();
    };
    // Pointing at or focusing such an element fetches the dialog ahead of the click.
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(OPENS_PICKER_SELECTOR)) preloadVehiclePicker();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    window.addEventListener(PICKER_EVENT, onEvent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener(PICKER_EVENT, onEvent);
    };
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component />
    </Suspense>
  );
}
