'use client';
// Keeps the garage in step with the server:
// - writes the VEHICLE_COOKIE whenever the current vehicle changes (and once after the saved garage
//   is restored, if the cookie disagrees), then router.refresh() so server-rendered listings, cards
//   and product pages follow the new vehicle;
// - when a shopper is signed in (as the browser learns it: account/store.ts), merges the browser's garage into the account once per page load
//   (the first load after signing in is the "merge at sign-in") and from then on the store sends
//   adds and removes to the account. Signing out leaves the browser's garage as it was.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { VEHICLE_COOKIE, parseVehicleId } from '../model';
import { ACCOUNT_VEHICLES_URL, useGarage } from '../store';
import { useSignedIn } from '@/features/account/store';
import { failureOf, shopApi } from '@/ui/shop-api';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function cookieVehicleId(): number | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${VEHICLE_COOKIE}=`));
  return parseVehicleId(pair ? decodeURIComponent(pair.slice(VEHICLE_COOKIE.length + 1)) : null);
}

function writeCookie(id: number | null) {
  document.cookie =
    id === null
      ? `${VEHICLE_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${VEHICLE_COOKIE}=${id}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

let mergedFor: string | null = null;

async function mergeIntoAccount(userId: string) {
  if (mergedFor === userId) return;
  mergedFor = userId;
  const { vehicles, setVehicles } = useGarage.getState();
  try {
    const data = await shopApi<{ vehicles: Parameters<typeof setVehicles>[0] }>(ACCOUNT_VEHICLES_URL, {
      json: { vehicleIds: vehicles.map((v) => v.id) },
    });
    setVehicles(data.vehicles);
  } catch (e) {
    mergedFor = null;
    console.warn('[axle] garage not merged into the account', failureOf(e));
  }
}

export function GarageSync() {
  const router = useRouter();
  const userId = useSignedIn()?.id ?? null;

  useEffect(() => {
    const sync = (id: number | null) => {
      if (cookieVehicleId() === id) return;
      writeCookie(id);
      router.refresh();
    };
    const start = () => {
      sync(useGarage.getState().currentId);
      return useGarage.subscribe((s, prev) => {
        if (s.currentId !== prev.currentId) sync(s.currentId);
      });
    };
    let unsubscribe: (() => void) | null = null;
    if (useGarage.persist.hasHydrated()) unsubscribe = start();
    const off = useGarage.persist.onFinishHydration(() => {
      unsubscribe?.();
      unsubscribe = start();
    });
    return () => {
      off();
      unsubscribe?.();
    };
  }, [router]);

  useEffect(() => {
    useGarage.getState().setAccount(userId !== null);
    if (!userId) return;
    const run = () => void mergeIntoAccount(userId);
    if (useGarage.persist.hasHydrated()) run();
    return useGarage.persist.onFinishHydration(run);
  }, [userId]);

  return null;
}
