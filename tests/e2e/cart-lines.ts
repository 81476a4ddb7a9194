// Shared by the cart, checkout, wish list, compare and order journeys: products read from the shop,
// the lines and lists as the shop saves them in the browser, and the totals it should show.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { visit, watchForErrors as watchAll } from './support';

// The site icon belongs to the shell, not to these pages: its absence is not an error of theirs.
export const watchForErrors = (page: Page) => {
  const errors = watchAll(page);
  // The checkout's 409 is its answer to a total that changed (a tampered cart): the form shows it.
  return {
    list: () => errors.filter((e) => !/favicon|status of 404 \(Not Found\)\s*$|status of 409 \(Conflict\) \S+\/api\/checkout$/.test(e)),
  };
};

type Localized = { en: string; ru?: string; ar?: string };
export type ApiProduct = {
  id: number;
  slug: string;
  name: Localized;
  sku: string;
  price: number;
  image: string | null;
  stockStatus: string;
  hasOptions: boolean;
  options: { slug: string; name: Localized; values: { slug: string; name: Localized }[] }[];
};

export const usd = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
export const eur = (cents: number) => `€${((cents / 100) * 0.92).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
// Flat shipping of $25, free once the subtotal reaches $200 (the home page's promise).
export const shippingOf = (subtotal: number) => (subtotal >= 20000 ? 0 : 2500);
export const totalsOf = (subtotal: number) => ({
  subtotal,
  tax: Math.round(subtotal * 0.2),
  total: subtotal + shippingOf(subtotal) + Math.round(subtotal * 0.2),
});

/** An in-stock product with a choice of options and three in-stock products without options, among the first 50. */
export async function lineProducts(request: APIRequestContext) {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as { products: ApiProduct[] };
  const inStock = products.filter((p) => p.stockStatus === 'in-stock');
  const withOptions = inStock.find((p) => p.options.length > 0 && p.options[0]!.values.length > 1)!;
  const plain = inStock.filter((p) => !p.hasOptions).slice(0, 3);
  expect(withOptions).toBeTruthy();
  expect(plain).toHaveLength(3);
  return { withOptions, plain };
}

export const copy = ({ id, slug, name, sku, price, image }: ApiProduct) => ({ id, slug, name, sku, price, image });
export const choice = (p: ApiProduct, valueIndex: number) =>
  p.options.map((o, i) => ({
    name: o.name.en,
    value: o.values[i === 0 ? valueIndex : 0]!.name.en,
    optionSlug: o.slug,
    valueSlug: o.values[i === 0 ? valueIndex : 0]!.slug,
  }));
export const line = (id: number, p: ApiProduct, options: unknown[], quantity: number, price = p.price) => ({
  id,
  product: { ...copy(p), price },
  options,
  price,
  quantity,
  total: price * quantity,
});

/** Puts saved state where the stores read it, as the shop itself saves it (version 1). */
export async function save(page: Page, slices: Record<string, unknown>) {
  await visit(page, '/track-order');
  await page.evaluate((s) => {
    for (const [key, state] of Object.entries(s)) localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
  }, slices);
}
