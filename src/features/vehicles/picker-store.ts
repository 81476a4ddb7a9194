'use client';
// Opens the vehicle picker dialog from anywhere. The dialog (components/VehiclePicker.tsx) is
// mounted once in the layout. Without a callback, Select makes the chosen vehicle (or none) the
// garage's current one; a caller may pass its own.
//
// Elements rendered by other features open it without importing anything: any element with the
// attribute data-opens-vehicle-picker, or data-testid="vehicle-filter-change" (catalog sidebar) or
// data-testid="fitment-change-vehicle" (product page), is handled by a delegated click listener.
import { create } from 'zustand';
import type { Vehicle } from './model';

/** A window event that opens the picker too (dispatched by the catalog's vehicle filter). */
export const PICKER_EVENT = 'axle:open-vehicle-picker';

export const OPENS_PICKER_SELECTOR = '[data-opens-vehicle-picker], [data-testid="vehicle-filter-change"], [data-testid="fitment-change-vehicle"]';

type PickerState = {
  isOpen: boolean;
  /** Increments on every open, so the dialog resets to its list even when reopened at once. */
  openCount: number;
  onSelect: ((vehicle: Vehicle | null) => void) | null;
  open: (onSelect?: (vehicle: Vehicle | null) => void) => void;
  close: () => void;
};

export const useVehiclePicker = create<PickerState>()((set) => ({
  isOpen: false,
  openCount: 0,
  onSelect: null,
  open: (onSelect) => set((s) => ({ isOpen: true, openCount: s.openCount + 1, onSelect: onSelect ?? null })),
  close: () => set({ isOpen: false, onSelect: null }),
}));
