// The admin's product forms as they cross the network: the edit form, the list's quick price and
// stock edit, and a bulk action on a selection. One zod schema each, run by the browser before
// sending and by the server again; every issue's message is a message id (form-errors.ts).
// zod/mini, the functional build: the forms run these in the browser.
import '@/ui/zod';
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { FORM_REQUIRED } from '@/ui/form-errors';
import { z } from 'zod/mini';
import { parseRowId } from '@/db/row-id';
import {
  MAX_BULK,
  MAX_PERCENT,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  MIN_PERCENT,
  PRODUCT_VISIBILITIES,
  STOCK_STATUSES,
  parseMoney,
  parsePercent,
  parseWhole,
} from './model';

export const ADMIN_PRODUCT_ERRORS = {
  required: FORM_REQUIRED,
  tooLong: 'ERROR_FORM_TOO_LONG',
  price: 'ERROR_ADMIN_PRICE',
  compareAt: 'ERROR_ADMIN_COMPARE_AT_PRICE',
  stock: 'ERROR_ADMIN_STOCK',
  percent: 'ERROR_ADMIN_PERCENT',
  choose: 'ERROR_ADMIN_CHOOSE',
  category: 'ERROR_ADMIN_CATEGORY_UNKNOWN',
  brand: 'ERROR_ADMIN_BRAND_UNKNOWN',
  noSelection: 'ERROR_ADMIN_BULK_NONE',
  tooMany: 'ERROR_ADMIN_BULK_TOO_MANY',
} as const;
const E = ADMIN_PRODUCT_ERRORS;

/** One parsed value, or an issue with `message` on this field. */
const parsed = <T>(parse: (v: string) => T | null, message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((v: string, payload) => {
      const value = parse(v);
      if (value !== null) return value;
      payload.issues.push({ code: 'custom', message, input: v });
      return z.NEVER;
    }),
  );

const text = (max: number) =>
  z.string({ error: E.required }).check(z.regex(PRINTABLE_TEXT, FORM_CONTROL_CHARACTERS), z.trim(), z.maxLength(max, E.tooLong));
const requiredText = (max: number) => text(max).check(z.minLength(1, E.required));
const optionalText = (max: number) => z._default(text(max), '');
/** A form's multi-line text: browsers send line breaks as CRLF, the shop stores LF. */
const html = (max: number) =>
  z.pipe(
    optionalText(max),
    z.transform((v: string) => v.replace(/\r\n?/g, '\n')),
  );
const rowId = (message: string) => parsed((v) => parseRowId(v), message);
const cents = (v: string) => {
  const c = parseMoney(v);
  return c !== null && c >= 1 && c <= MAX_PRICE_CENTS ? c : null;
};
const price = parsed(cents, E.price);
const stock = parsed((v) => {
  const n = parseWhole(v);
  return n !== null && n <= MAX_STOCK ? n : null;
}, E.stock);
const stockStatus = z.enum(STOCK_STATUSES, { error: E.choose });

export const productFormSchema = z
  .object({
    id: rowId(E.required),
    nameEn: requiredText(200),
    nameRu: optionalText(200),
    nameAr: optionalText(200),
    // HTML: sanitised again on the server before it is stored (service.ts) and when shown.
    descriptionEn: html(20_000),
    descriptionRu: html(20_000),
    descriptionAr: html(20_000),
    partNumber: requiredText(60),
    price,
    // Empty: no compare-at price (no sale shown).
    compareAtPrice: z.pipe(
      z._default(z.string({ error: E.compareAt }), ''),
      z.transform((v: string, payload) => {
        if (v.trim() === '') return null;
        const c = cents(v);
        if (c !== null) return c;
        payload.issues.push({ code: 'custom', message: E.price, input: v });
        return z.NEVER;
      }),
    ),
    stock,
    stockStatus,
    categoryId: rowId(E.choose),
    // Empty: no brand.
    brandId: z.pipe(
      z._default(z.string({ error: E.choose }), ''),
      z.transform((v: string, payload) => {
        if (v === '') return null;
        const id = parseRowId(v);
        if (id !== null) return id;
        payload.issues.push({ code: 'custom', message: E.choose, input: v });
        return z.NEVER;
      }),
    ),
    visibility: z.enum(PRODUCT_VISIBILITIES, { error: E.choose }),
  })
  .check(z.refine((v) => v.compareAtPrice === null || v.compareAtPrice > v.price, { path: ['compareAtPrice'], message: E.compareAt }));
export type ProductFormInput = z.output<typeof productFormSchema>;
export type ProductField = keyof ProductFormInput;

export const quickEditSchema = z.object({ id: rowId(E.required), price, stock });

export const BULK_OPERATIONS = ['price', 'stock-status', 'hide', 'show'] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

export const bulkSchema = z
  .object({
    ids: z.array(rowId(E.noSelection), { error: E.noSelection }).check(z.minLength(1, E.noSelection), z.maxLength(MAX_BULK, E.tooMany)),
    operation: z.enum(BULK_OPERATIONS, { error: E.choose }),
    percent: z.optional(z.string()),
    stockStatus: z.optional(z.string()),
  })
  .check(
    z.refine((v) => v.operation !== 'price' || isPercent(v.percent), { path: ['percent'], message: E.percent }),
    z.refine((v) => v.operation !== 'stock-status' || (STOCK_STATUSES as readonly string[]).includes(v.stockStatus ?? ''), {
      path: ['stockStatus'],
      message: E.choose,
    }),
  );

function isPercent(raw: string | undefined): boolean {
  const p = parsePercent(raw ?? '');
  return p !== null && p !== 0 && p >= MIN_PERCENT && p <= MAX_PERCENT;
}
