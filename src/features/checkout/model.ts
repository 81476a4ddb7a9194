// Checkout feature: turning a shopper's requested lines into priced order lines from the shop's own
// product data (specification sections 4, 7 and 9). Pure rules, no I/O: service.ts reads the products
// (locked) and the shop's charges inside the order transaction and hands them here; the totals come
// from the cart's own `cartTotals`, so the cart page, the drop-down and the order always agree on
// shipping and tax.
//
// Decisions:
// - Every price is the database's; the request has no prices at all (see schema.ts).
// - Options: every option the product has must be chosen exactly once, with one of its values; an
//   option or value the product does not have is refused. Names are matched in any language, so a
//   cart filled in Russian still checks out in English. An order line stores each option by slug with
//   its names in every language (db/schema/orders.ts OrderItemOption): what was bought reads in any
//   language and stays true when the catalogue later renames or drops the option.
// - Stock: an "in-stock" product sells at most its stock (all lines of that product together);
//   "on-backorder" sells without touching stock; "out-of-stock" does not sell.
import { cartTotals, type CartItem, type CartTotal, type Charges } from '@/features/cart/model';
import { misfits, type LineFit } from '@/features/cart/fit';
import { resolveOptions, type CatalogOption } from '@/features/cart/line-problems';
import type { OrderItemOption } from '@/db/schema/orders';
import { CHECKOUT_ERRORS } from './errors';
import type { CheckoutItem } from './schema';

type Names = { en: string; ru?: string; ar?: string };

/** The product as the database has it at the moment of checkout. */
export type CatalogProduct = {
  id: number;
  slug: string;
  sku: string;
  name: Names;
  image: string | null;
  /** USD cents. */
  price: number;
  stock: number;
  stockStatus: 'in-stock' | 'out-of-stock' | 'on-backorder';
  options: CatalogOption[];
};

type OrderLine = {
  productId: number;
  productName: Names;
  productSlug: string;
  sku: string;
  image: string | null;
  options: OrderItemOption[];
  price: number;
  quantity: number;
  total: number;
  /** The vehicle the line was asked for (not yet checked: the service names it and decides the fit). */
  vehicleId: number | null;
};

export type PricedOrder = {
  lines: OrderLine[];
  quantity: number;
  subtotal: number;
  totals: CartTotal[];
  shipping: number;
  tax: number;
  total: number;
  /** Units to take from stock per product id (backorder products are not listed). */
  stockTaken: Map<number, number>;
};

export type PricingError = { code: string; param: string };

/**
 * The largest subtotal one order may have, USD cents ($1,000,000): far above any parts order, and
 * with tax and shipping still inside the database's integer totals. A larger cart is refused with
 * ERROR_CHECKOUT_ORDER_TOO_LARGE instead of overflowing a column.
 */
export const MAX_ORDER_SUBTOTAL = 100_000_000;

/** The cart line a refused order names (`items.3.options` → 3), when the refusal is about one line. */
export function refusedLineIndex(param: string | undefined): number | null {
  const m = /^items\.(\d+)\./.exec(param ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * Prices the requested lines with the catalog's data. Lines with the same product, the same options
 * and the same vehicle become one line (the cart never sends such lines, a hand-made request might);
 * the same part for two vehicles stays two lines, each with its vehicle's fit.
 */
export function priceOrder(
  items: (Omit<CheckoutItem, 'vehicleId'> & { vehicleId?: number | null })[],
  catalog: Map<number, CatalogProduct>,
  charges: Charges,
): { ok: true; order: PricedOrder } | { ok: false; error: PricingError } {
  const lines: OrderLine[] = [];
  const stockTaken = new Map<number, number>();
  for (const [i, item] of items.entries()) {
    const product = catalog.get(item.productId);
    if (!product) return { ok: false, error: { code: CHECKOUT_ERRORS.product, param: `items.${i}.productId` } };
    const choice = resolveOptions(product, item.options);
    if (!choice) return { ok: false, error: { code: CHECKOUT_ERRORS.options, param: `items.${i}.options` } };
    const options: OrderItemOption[] = choice.map(({ option, value }) => ({
      optionSlug: option.slug,
      valueSlug: value.slug,
      name: option.name,
      value: value.name,
    }));
    if (product.stockStatus === 'out-of-stock')
      return { ok: false, error: { code: CHECKOUT_ERRORS.outOfStock, param: `items.${i}.quantity` } };
    if (product.stockStatus === 'in-stock') {
      const taken = (stockTaken.get(product.id) ?? 0) + item.quantity;
      if (taken > product.stock) return { ok: false, error: { code: CHECKOUT_ERRORS.outOfStock, param: `items.${i}.quantity` } };
      stockTaken.set(product.id, taken);
    }
    const key = JSON.stringify(choice.map(({ value }) => value.slug));
    const vehicleId = item.vehicleId ?? null;
    const existing = lines.find(
      (l) => l.productId === product.id && l.vehicleId === vehicleId && JSON.stringify(l.options.map((o) => o.valueSlug)) === key,
    );
    if (existing) {
      existing.quantity += item.quantity;
      existing.total = existing.price * existing.quantity;
      continue;
    }
    lines.push({
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      sku: product.sku,
      image: product.image,
      options,
      price: product.price,
      quantity: item.quantity,
      total: product.price * item.quantity,
      vehicleId,
    });
  }
  if (lines.reduce((sum, l) => sum + l.total, 0) > MAX_ORDER_SUBTOTAL)
    return { ok: false, error: { code: CHECKOUT_ERRORS.tooLarge, param: 'items' } };
  // The cart's own totals rule, fed with the server's lines.
  const asCart = lines.map((l, k) => ({ id: k + 1, quantity: l.quantity, total: l.total }) as CartItem);
  const { quantity, subtotal, totals, total } = cartTotals(asCart, charges);
  const shipping = totals.find((t) => t.type === 'shipping')?.price ?? 0;
  const tax = totals.find((t) => t.type === 'tax')?.price ?? 0;
  return { ok: true, order: { lines, quantity, subtotal, totals, shipping, tax, total, stockTaken } };
}

/**
 * The request's line a refusal for a part that does not fit names (`items.N.vehicleId`): the first
 * order line that does not fit its vehicle, found back among the requested lines; null when all fit.
 */
export function misfitLine(
  lines: { productId: number; askedVehicleId: number | null; fit: LineFit }[],
  requested: { productId: number; vehicleId?: number | null }[],
): number | null {
  const [first] = misfits(lines);
  if (!first) return null;
  const index = requested.findIndex((r) => r.productId === first.productId && (r.vehicleId ?? null) === first.askedVehicleId);
  return index === -1 ? 0 : index;
}
