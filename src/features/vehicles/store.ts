'use client';
// The shopper's garage in the browser (specification section 4): vehicles and the current one,
// saved to localStorage under 'garage' (version 1, ui/persisted.ts) and restored after the first
// render. The pure rules (no duplicates, current kept only while present) are in model.ts.
//
// Decisions:
// - The current vehicle reaches the server as the VEHICLE_COOKIE cookie, written by <GarageSync>
//   (components/GarageSync.tsx) whenever `currentId` changes, followed by router.refresh() so
//   server-rendered listings, cards and product pages follow. The store itself holds no hooks.
// - Signed in, the server is the garage's home: `account` is set by <GarageSync>, adds and removes
//   also go to /api/account/vehicles(/{id}), and the list the server answers replaces the local one (the
//   specification's "then the list reloads"). A failed call is logged and the local change kept.
import { create } from 'zustand';
import { persisted } from '@/ui/persisted';
import { registerPersistedStore } from '@/ui/StoreHydrator';
import { addToGarage, removeFromGarage, restoreGarage, setCurrentVehicle, setGarageVehicles, type Garage, type Vehicle } from './model';
import { failureOf, shopApi } from '@/ui/shop-api';

const GARAGE_STORAGE_KEY = 'garage';
export const ACCOUNT_VEHICLES_URL = '/api/account/vehicles';

export type GarageState = Garage & {
  /** True while a signed-in shopper's garage is kept on the server. */
  account: boolean;
  add: (vehicle: Vehicle) => Promise<void>;
  remove: (id: number) => Promise<void>;
  setCurrent: (id: number | null) => void;
  setVehicles: (vehicles: Vehicle[]) => void;
  setAccount: (account: boolean) => void;
};

async function sendToAccount(method: 'POST' | 'DELETE', vehicleId: number): Promise<Vehicle[] | null> {
  try {
    const url = method === 'POST' ? ACCOUNT_VEHICLES_URL : `${ACCOUNT_VEHICLES_URL}/${vehicleId}`;
    const data = await shopApi<{ vehicles?: unknown }>(url, method === 'POST' ? { json: { vehicleId } } : { method });
    return restoreGarage({ vehicles: data.vehicles }).vehicles;
  } catch (e) {
    console.warn('[axle] garage not saved to the account', failureOf(e));
    return null;
  }
}

export const useGarage = create<GarageState>()(
  persisted<GarageState>(
    GARAGE_STORAGE_KEY,
    (set, get) => ({
      vehicles: [],
      currentId: null,
      account: false,
      async add(vehicle) {
        set((s) => ({ vehicles: addToGarage(s.vehicles, vehicle) }));
        if (!get().account) return;
        const list = await sendToAccount('POST', vehicle.id);
        if (list) set((s) => setGarageVehicles(s, list));
      },
      async remove(id) {
        set((s) => removeFromGarage(s, id));
        if (!get().account) return;
        const list = await sendToAccount('DELETE', id);
        if (list) set((s) => setGarageVehicles(s, list));
      },
      setCurrent: (id) => set((s) => setCurrentVehicle(s, id)),
      setVehicles: (vehicles) => set((s) => setGarageVehicles(s, vehicles)),
      setAccount: (account) => set({ account }),
    }),
    (restored) => restoreGarage(restored),
    (s) => ({ vehicles: s.vehicles, currentId: s.currentId }),
  ),
);

registerPersistedStore(useGarage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === GARAGE_STORAGE_KEY) void useGarage.persist.rehydrate();
  });
}

export const currentVehicle = (s: Garage): Vehicle | null => s.vehicles.find((v) => v.id === s.currentId) ?? null;
