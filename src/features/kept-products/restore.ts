// Kept product copies as they come back from localStorage (the lists' stores in list-store.ts, and the
// cart's saved lines in features/cart/saved.ts): every field checked, a bad entry dropped, never a
// broken page.
//
// Anything may be there, so every field is checked.
// Hand-written checks rather than schemas: the stores restore on every page, so this code is in every
// page's JavaScript, where a schema library would weigh more than the rest of the cart. The rules are
// the old zod shapes': numbers finite, ids and counts safe integers, money whole non-negative cents,
// optional fields absent or valid, and only the known fields are kept (anything else is dropped).
import type { Localized } from '@/db/schema/common';
import type { CartProduct, ShopProduct, StockStatus } from './model';

export type Fields = Record<string, unknown>;
export const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
export const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
export const isCents = (v: unknown): v is number => isCount(v) && v <= Number.MAX_SAFE_INTEGER / 1e4;
const isStockStatus = (v: unknown): v is StockStatus => v === 'in-stock' || v === 'out-of-stock' || v === 'on-backorder';
const orNull = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);

/** Copies optional fields from `from` to `to`: an absent field stays absent; a present one must pass. */
export function copyOptional(from: Fields, to: Fields, checks: Record<string, (v: unknown) => boolean>): boolean {
  for (const [key, check] of Object.entries(checks)) {
    if (!(key in from)) continue;
    const v = from[key];
    if (v !== undefined && !check(v)) return false;
    to[key] = v;
  }
  return true;
}

/** A saved text in the shop's languages (English required), or null. */
export function localizedName(v: unknown): Localized | null {
  if (!isFields(v) || !isText(v.en)) return null;
  const name: Fields = { en: v.en };
  return copyOptional(v, name, { ru: isText, ar: isText }) ? (name as Localized) : null;
}

/** A saved cart product copy, or null when any field is wrong. */
export function parseCartProduct(v: unknown): CartProduct | null {
  if (!isFields(v)) return null;
  const { id, slug, sku, price, image } = v;
  if (!isId(id) || !isText(slug) || slug.length < 1) return null;
  const name = localizedName(v.name);
  if (!name || !isText(sku) || !isCents(price) || !(image === null || isText(image))) return null;
  return { id, slug, name, sku, price, image };
}

/** A saved list product copy, or null when any field is wrong. */
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
