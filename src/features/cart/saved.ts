// The cart, wish list and compare list as they come back from localStorage (store.ts, and the
// wishlist and compare models): every field checked, a bad entry dropped, never a broken page.
import {
  cartTotals,
  emptyCart,
  isLineQuantity,
  type Cart,
  type CartItem,
  type CartItemOption,
  type CartOptionLabel,
  type CartProduct,
  type CartVehicle,
  type Charges,
  type LocalizedName,
  type ShopProduct,
  type StockStatus,
} from './model';

// Anything may be there, so every field is checked.
// Hand-written checks rather than schemas: the stores restore on every page, so this code is in every
// page's JavaScript, where a schema library would weigh more than the rest of the cart. The rules are
// the old zod shapes': numbers finite, ids and counts safe integers, money whole non-negative cents,
// optional fields absent or valid, and only the known fields are kept (anything else is dropped).

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isCents = (v: unknown): v is number => isCount(v) && v <= Number.MAX_SAFE_INTEGER / 1e4;
const isStockStatus = (v: unknown): v is StockStatus => v === 'in-stock' || v === 'out-of-stock' || v === 'on-backorder';
const orNull = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);

/** Copies optional fields from `from` to `to`: an absent field stays absent; a present one must pass. */
function copyOptional(from: Fields, to: Fields, checks: Record<string, (v: unknown) => boolean>): boolean {
  for (const [key, check] of Object.entries(checks)) {
    if (!(key in from)) continue;
    const v = from[key];
    if (v !== undefined && !check(v)) return false;
    to[key] = v;
  }
  return true;
}

function localizedName(v: unknown): LocalizedName | null {
  if (!isFields(v) || !isText(v.en)) return null;
  const name: Fields = { en: v.en };
  return copyOptional(v, name, { ru: isText, ar: isText }) ? (name as LocalizedName) : null;
}

/** A saved cart product copy, or null when any field is wrong. */
function parseCartProduct(v: unknown): CartProduct | null {
  if (!isFields(v)) return null;
  const { id, slug, sku, price, image } = v;
  if (!isId(id) || !isText(slug) || slug.length < 1) return null;
  const name = localizedName(v.name);
  if (!name || !isText(sku) || !isCents(price) || !(image === null || isText(image))) return null;
  return { id, slug, name, sku, price, image };
}

/** A saved wishlist or compare product copy, or null when any field is wrong. */
function parseShopProduct(v: unknown): ShopProduct | null {
  const product = parseCartProduct(v);
  if (!product) return null;
  const ok = copyOptional(v as Fields, product, {
    compareAtPrice: orNull(isCents),
    rating: (r) => isNumber(r) && r >= 0 && r <= 5,
    reviews: isCount,
    stockStatus: isStockStatus,
    partNumber: isText,
    brand: orNull(isText),
    hasOptions: (b) => typeof b === 'boolean',
  });
  return ok ? product : null;
}

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

/** A product list rebuilt from saved data: malformed entries and repeated ids are dropped. */
export function restoreProducts(raw: unknown): ShopProduct[] {
  if (!Array.isArray(raw)) return [];
  const products: ShopProduct[] = [];
  for (const entry of raw) {
    const parsed = parseShopProduct(entry);
    if (parsed && !products.some((p) => p.id === parsed.id)) products.push(parsed);
  }
  return products;
}
