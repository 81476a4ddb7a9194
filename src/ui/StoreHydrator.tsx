'use client';
// Restores every persisted store from localStorage after the first render, so the server's HTML and
// the first client render agree (no hydration mismatch), then the saved state appears.
import { useEffect } from 'react';

type Rehydratable = { persist: { rehydrate: () => Promise<void> | void } };
const stores = new Set<Rehydratable>();

/** Called once by each persisted store module. */
export function registerPersistedStore(store: Rehydratable) {
  stores.add(store);
}

export function StoreHydrator() {
  useEffect(() => {
    for (const s of stores) void s.persist.rehydrate();
    // Lets tests (and anyone curious) see when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
