'use client';
// Which product the quick-view dialog shows (specification section 4, Quick view). Any card's
// quick-view button calls `useQuickView.getState().open(slug)`; the dialog (the product feature's
// QuickViewHost, mounted once in the site frame) loads the product and shows it. The store is the
// catalog's, whose cards ask for it. The dialog opens QUICK_VIEW_DELAY_MS after the request; a newer
// request replaces a pending one; closing keeps the last product so the closing animation still has content.
import { create } from 'zustand';

const QUICK_VIEW_DELAY_MS = 250;

type QuickViewState = {
  /** The slug whose dialog is open, or null. */
  openSlug: string | null;
  /** The slug last asked for: kept after close. */
  slug: string | null;
  /** True between a request and the dialog opening. */
  pending: boolean;
  open: (slug: string) => void;
  close: () => void;
};

let timer: ReturnType<typeof setTimeout> | null = null;

export const useQuickView = create<QuickViewState>()((set) => ({
  openSlug: null,
  slug: null,
  pending: false,
  open(slug) {
    if (timer) clearTimeout(timer);
    set({ slug, pending: true });
    timer = setTimeout(() => {
      timer = null;
      set({ openSlug: slug, pending: false });
    }, QUICK_VIEW_DELAY_MS);
  },
  close() {
    if (timer) clearTimeout(timer);
    timer = null;
    set({ openSlug: null, pending: false });
  },
}));
