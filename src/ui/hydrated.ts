'use client';
// Whether a persisted store has read localStorage yet. Before that its state is the empty default, so
// a page that would say "your cart is empty" (or redirect away from checkout) waits for this first.
import { useSyncExternalStore } from 'react';

type Persisted = { persist: { hasHydrated: () => boolean; onFinishHydration: (fn: () => void) => () => void } };

export function useHydrated(store: Persisted): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
