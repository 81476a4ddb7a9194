// Helpers shared by the catalog listing's journeys (catalog.spec.ts, catalog-filters.spec.ts).
import type { Page } from '@playwright/test';
import { watchForErrors as watch } from './support';

// The favicon is the site shell's (not built yet); anything else that fails is an error of the page.
export const watchForErrors = (page: Page) => {
  const errors = watch(page);
  return {
    get list() {
      return errors.filter((e) => !e.includes('/favicon.ico'));
    },
  };
};

/** The number of products the listing's summary says it holds. */
export const total = async (page: Page) => {
  const text = (await page.getByTestId('listing-summary').textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? /([\d,]+) products?/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
};
