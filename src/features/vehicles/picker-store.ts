// Opens the vehicle picker dialog from anywhere. The dialog (components/VehiclePicker.tsx) is
// mounted once in the layout. Select always makes the chosen vehicle (or none, for "all vehicles")
// the garage's current one, then hands it to the caller's `onSelected`, if any.
//
// Elements rendered by other features open it without importing anything: any element with the
// attribute data-opens-vehicle-picker, or data-testid="fitment-change-vehicle" (product page), is
// handled by a delegated click listener. A caller that needs the choice (the listing's vehicle
// filter follows it in its URL) calls `open` itself with its options instead.
import { create } from 'zustand';
import type { Vehicle } from './model';

/** A window event that opens the picker too, for scripts that do not import this store. */
export const PICKER_EVENT = 'axle:open-vehicle-picker';

export const OPENS_PICKER_SELECTOR = '[data-opens-vehicle-picker], [data-testid="fitment-change-vehicle"]';

type PickerOptions = {
  /** The vehicle preselected in the list (when it is in the garage); the current one otherwise. */
  preselect?: number | null;
  /** Called after Select, once the choice is the current vehicle. */
  onSelected?: (vehicle: Vehicle | null) => void;
};

type PickerState = {
  isOpen: boolean;
  /** Increments on every open, so the dialog resets to its list even when reopened at once. */
  openCount: number;
  options: PickerOptions;
  open: (options?: PickerOptions) => void;
  close: () => void;
};

export const useVehiclePicker = create<PickerState>()((set) => ({
  isOpen: false,
  openCount: 0,
  options: {},
  open: (options) => set((s) => ({ isOpen: true, openCount: s.openCount + 1, options: options ?? {} })),
  close: () => set({ isOpen: false, options: {} }),
}));
