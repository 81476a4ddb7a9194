// Client state saved to localStorage on every change and restored at start (specification section 4).
// Each slice lives under its own key as { state, version: 1 }. A slice with another version or
// unreadable JSON is discarded with a console message: a broken localStorage never breaks a page.
import { createJSONStorage, persist, type PersistOptions, type StateStorage } from 'zustand/middleware';
import type { StateCreator } from 'zustand';
// The stores check what they restore with hand-written guards (no schema library in every page); the
// browser's zod schemas (forms) switch zod's eval-based compiler off in src/ui/zod.ts.

const PERSISTED_VERSION = 1;

const safeStorage: StateStorage = {
  getItem(name) {
    try {
      const raw = window.localStorage.getItem(name);
      if (raw === null) return null;
      const parsed = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || parsed.version !== PERSISTED_VERSION || typeof parsed.state !== 'object') {
        console.warn(`[axle] discarded saved "${name}": not version ${PERSISTED_VERSION} state`);
        window.localStorage.removeItem(name);
        return null;
      }
      return raw;
    } catch (e) {
      console.warn(`[axle] discarded saved "${name}": ${(e as Error).message}`);
      try {
        window.localStorage.removeItem(name);
      } catch {
        /* storage unavailable: nothing to clean */
      }
      return null;
    }
  },
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, value);
    } catch (e) {
      console.warn(`[axle] could not save "${name}": ${(e as Error).message}`);
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name);
    } catch {
      /* storage unavailable */
    }
  },
};

/**
 * Wraps a zustand store creator so it persists under `name`. `sanitize` checks the restored state's
 * shape (anything can be in localStorage) and returns what is safe to keep.
 * Hydration is manual (`skipHydration`) so the server's HTML and the first client render agree;
 * <StoreHydrator> restores every store after mount.
 */
export function persisted<T extends object>(
  name: string,
  creator: StateCreator<T, [], []>,
  sanitize: (restored: unknown, initial: T) => Partial<T>,
  partialize?: PersistOptions<T, Partial<T>>['partialize'],
) {
  return persist<T, [], [], Partial<T>>(creator, {
    name,
    version: PERSISTED_VERSION,
    storage: createJSONStorage(() => safeStorage),
    skipHydration: true,
    partialize,
    merge: (restored, current) => {
      try {
        return { ...current, ...sanitize(restored, current) };
      } catch (e) {
        console.warn(`[axle] discarded saved "${name}": ${(e as Error).message}`);
        return current;
      }
    },
  });
}
