// A kept list in the browser (list-store.ts), as the wish list and the compare list use it: saved under
// its own key in the version 1 format shoppers already have, changed after 250 ms, restored with bad
// entries dropped, and kept in step with another tab.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopProduct } from './model';

const saved = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => saved.get(k) ?? null,
  setItem: (k: string, v: string) => void saved.set(k, v),
  removeItem: (k: string) => void saved.delete(k),
};
const storageListeners: ((e: { key: string | null }) => void)[] = [];
/** Another tab wrote `key`: the browser's `storage` event. */
const otherTabWrote = (key: string) => storageListeners.forEach((listener) => listener({ key }));

let wishlist: ReturnType<typeof import('./list-store').keptListStore>;
let compare: typeof wishlist;
let toastsWanted: typeof import('@/ui/toasts').toastsWanted;
beforeAll(async () => {
  const addEventListener = (type: string, listener: (e: { key: string | null }) => void) => {
    if (type === 'storage') storageListeners.push(listener);
  };
  Object.assign(globalThis, { window: { localStorage, addEventListener } });
  const { keptListStore } = await import('./list-store');
  ({ toastsWanted } = await import('@/ui/toasts'));
  wishlist = keptListStore('wishlist');
  compare = keptListStore('compare');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pads: ShopProduct = {
  id: 7,
  slug: 'brake-pads',
  name: { en: 'Brake pads' },
  sku: 'BP-7',
  price: 4999,
  image: null,
  stockStatus: 'in-stock',
};
const lamp: ShopProduct = { id: 9, slug: 'headlight', name: { en: 'Headlight' }, sku: 'HL-9', price: 12000, image: null, hasOptions: true };
const saveFormat = (items: unknown[]) => JSON.stringify({ state: { items }, version: 1 });

/** Runs a store change through its 250 ms pause. */
async function settle(change: Promise<void>) {
  await vi.advanceTimersByTimeAsync(250);
  await change;
}

describe('a kept list in the browser', () => {
  it('restores what a shopper saved before, dropping what does not pass the checks', async () => {
    saved.set('wishlist', saveFormat([pads, { ...lamp, price: -1 }, { id: 'x' }]));
    saved.set('compare', saveFormat([lamp, pads, lamp]));
    await wishlist.persist.rehydrate();
    await compare.persist.rehydrate();
    expect(wishlist.getState().items).toEqual([pads]);
    expect(compare.getState().items).toEqual([lamp, pads]);
  });

  it('discards a saved list of another version', async () => {
    saved.set('compare', JSON.stringify({ state: { items: [pads] }, version: 2 }));
    await compare.persist.rehydrate();
    expect(saved.has('compare')).toBe(false);
  });

  it('adds after 250 ms, at the end and once, and saves under its own key only', async () => {
    const before = saved.get('compare');
    const adding = wishlist.getState().add(lamp);
    await vi.advanceTimersByTimeAsync(249);
    expect(wishlist.getState().items).toEqual([pads]);
    await settle(adding);
    expect(wishlist.getState().items).toEqual([pads, lamp]);
    await settle(wishlist.getState().add({ ...lamp, price: 1 }));
    expect(JSON.parse(saved.get('wishlist')!)).toEqual({ state: { items: [pads, lamp] }, version: 1 });
    expect(saved.get('compare')).toBe(before);
  });

  it('shows a toast only when given its text', async () => {
    await settle(wishlist.getState().remove(pads.id));
    expect(toastsWanted()).toBe(false);
    await settle(wishlist.getState().add(pads, 'Brake pads added to wish list'));
    expect(toastsWanted()).toBe(true);
  });

  it('removes by id after 250 ms and clears the whole list', async () => {
    await settle(compare.getState().clear());
    expect(compare.getState().items).toEqual([]);
    await settle(compare.getState().add(pads));
    await settle(compare.getState().add(lamp));
    const removing = compare.getState().remove(pads.id, 'Brake pads removed from compare');
    await vi.advanceTimersByTimeAsync(249);
    expect(compare.getState().items).toEqual([pads, lamp]);
    await settle(removing);
    expect(compare.getState().items).toEqual([lamp]);
    const clearing = compare.getState().clear();
    await vi.advanceTimersByTimeAsync(249);
    expect(compare.getState().items).toEqual([lamp]);
    await settle(clearing);
    expect(compare.getState().items).toEqual([]);
    expect(JSON.parse(saved.get('compare')!).state.items).toEqual([]);
  });

  it('follows another tab that changed the same list, and only that list', async () => {
    const compared = compare.getState().items;
    const wished = wishlist.getState().items;
    saved.set('wishlist', saveFormat([lamp]));
    otherTabWrote('cart');
    await vi.runAllTimersAsync();
    expect(wishlist.getState().items).toBe(wished);
    otherTabWrote('wishlist');
    await vi.runAllTimersAsync();
    expect(wishlist.getState().items).toEqual([lamp]);
    expect(compare.getState().items).toBe(compared);
  });
});
