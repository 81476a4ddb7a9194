// The cart as it comes back from localStorage (store.ts): every field checked, a bad line dropped,
// never a broken page. The product copy a line keeps, and the field checks, are the same as a kept
// list's (features/kept-products/restore.ts, which explains why they are hand-written); this file adds
// the cart's own parts: options, the line's vehicle, quantities and the totals recomputed.
import {
  copyOptional,
  isCents,
  isCount,
  isFields,
  isId,
  isText,
  localizedName,
  parseCartProduct,
  type Fields,
} from '@/features/kept-products/restore';
import {
  cartTotals,
  emptyCart,
  isLineQuantity,
  type Cart,
  type CartItem,
  type CartItemOption,
  type CartOptionLabel,
  type CartVehicle,
  type Charges,
} from './model';

function optionLabel(v: unknown): CartOptionLabel | null {
  if (!isFields(v)) return null;
  const name = localizedName(v.name);
  const value = localizedName(v.value);
  return name && value ? { name, value } : null;
}

function parseOption(v: unknown): CartItemOption | null {
  if (!isFields(v) || !isText(v.name) || !isText(v.value)) return null;
  const option: Fields = { name: v.name, value: v.value };
  if (!copyOptional(v, option, { optionSlug: isText, valueSlug: isText })) return null;
  if (v.label !== undefined) {
    const label = optionLabel(v.label);
    if (!label) return null;
    option.label = label;
  }
  return option as CartItemOption;
}

/** A line's vehicle: a row id and a name of sane length (the name is only shown; the server checks the id). */
function parseVehicle(v: unknown): CartVehicle | null {
  if (!isFields(v) || !isId(v.id) || !isText(v.label) || v.label.trim() === '' || v.label.length > 200) return null;
  return { id: v.id, label: v.label };
}

/** A saved cart line (its total is recomputed by the caller), or null when any field is wrong. */
function parseLine(v: unknown): Omit<CartItem, 'total'> | null {
  if (!isFields(v) || !isId(v.id)) return null;
  const product = parseCartProduct(v.product);
  if (!product || !Array.isArray(v.options)) return null;
  // Lines saved before vehicles were kept have none: they restore as lines for no vehicle.
  const vehicle = v.vehicle === undefined ? undefined : parseVehicle(v.vehicle);
  if (vehicle === null) return null;
  const options: CartItemOption[] = [];
  for (const o of v.options) {
    const option = parseOption(o);
    if (!option) return null;
    options.push(option);
  }
  const { id, price, quantity } = v;
  if (!isCents(price) || !Number.isSafeInteger(quantity) || !isLineQuantity(quantity as number)) return null;
  return { id, product, ...(vehicle ? { vehicle } : {}), options, price, quantity: quantity as number };
}

/**
 * A cart rebuilt from saved data: malformed or duplicate lines are dropped, line and cart totals are
 * recomputed, and lastItemId never falls below a kept line's id.
 */
export function restoreCart(raw: unknown, charges: Charges | null): Cart {
  if (!isFields(raw) || !Array.isArray(raw.items)) return emptyCart();
  const savedLastId = raw.lastItemId;
  if (savedLastId !== undefined && !isCount(savedLastId)) return emptyCart();
  const items: CartItem[] = [];
  for (const entry of raw.items) {
    const parsed = parseLine(entry);
    if (!parsed || items.some((item) => item.id === parsed.id)) continue;
    items.push({ ...parsed, total: parsed.price * parsed.quantity });
  }
  const lastItemId = Math.max(savedLastId ?? 0, ...items.map((item) => item.id));
  return { ...emptyCart(), lastItemId, items, ...cartTotals(items, charges) };
}
