// The cells of an import file: how each is read (a value, or why it is refused) and, for export,
// written back the same way. Pure and unit-tested. The price and stock limits are the catalogue's
// own (catalog/model.ts), so a file cannot set what the admin's product form would refuse.
import { MAX_PRICE_CENTS, MAX_STOCK, normalizePartNumber } from '@/features/catalog/model';
import { LIST_SEPARATOR, type RejectReason } from './model';

const MAX_SKU = 64;
export const MAX_NAME = 200;
const MAX_TEXT = 20_000;
const MAX_NUMBER = 64;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
/** A range wider than this is a typo ("1015-2016"), not a part that fits a century of cars. */
const MAX_YEAR_SPAN = 60;
const MAX_QUANTITY = 999;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

export type Cell<T> = { ok: true; value: T } | { ok: false; reason: RejectReason };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (reason: RejectReason): Cell<never> => ({ ok: false, reason });

/** A one-line text (name, number, SKU): trimmed, no control characters, at most `max` characters. */
export function lineText(raw: string, max: number): Cell<string> {
  const text = raw.trim();
  if (CONTROL_IN_LINE.test(text)) return bad('ERROR_IMPORT_CONTROL_CHARACTERS');
  if (text.length > max) return bad('ERROR_IMPORT_TOO_LONG');
  return ok(text);
}

/** A long text (a description): new lines and tabs allowed, other control characters not. */
export function longText(raw: string): Cell<string> {
  if (CONTROL.test(raw)) return bad('ERROR_IMPORT_CONTROL_CHARACTERS');
  if (raw.length > MAX_TEXT) return bad('ERROR_IMPORT_TOO_LONG');
  return ok(raw.trim());
}

/** A SKU: letters, digits and - _ . / (no spaces), up to MAX_SKU. */
export function sku(raw: string): Cell<string> {
  const text = raw.trim();
  if (!text) return bad('ERROR_IMPORT_REQUIRED');
  if (text.length > MAX_SKU) return bad('ERROR_IMPORT_TOO_LONG');
  if (!/^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u.test(text)) return bad('ERROR_IMPORT_BAD_SKU');
  return ok(text);
}

/** A price in the base currency as the file writes it ("12.50", "12.5", "12"): integer cents, at least one cent. */
export function price(raw: string): Cell<number> {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!m) return bad('ERROR_IMPORT_BAD_PRICE');
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= MAX_PRICE_CENTS ? ok(cents) : bad('ERROR_IMPORT_BAD_PRICE');
}

/** Cents as a file writes a price: "12.50". */
export const centsAsDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function stock(raw: string): Cell<number> {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_STOCK) return bad('ERROR_IMPORT_BAD_STOCK');
  return ok(Number(text));
}

/** One of `list`, matched case-insensitively. */
export function oneOf<T extends string>(list: readonly T[], reason: RejectReason) {
  return (raw: string): Cell<T> => {
    const text = raw.trim().toLowerCase() as T;
    return list.includes(text) ? ok(text) : bad(reason);
  };
}

/** The cells of a list column: split on LIST_SEPARATOR, trimmed, empty ones dropped. */
export const listCells = (raw: string) =>
  raw
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

/** A name as the importer matches it: case, accents, spaces and punctuation ignored ("Mercedes-Benz" = "mercedes benz"). */
export const matchKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** A slug from a name: "Brake Pads" → "brake-pads" (letters of any script kept). */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** A year or a range of years ("2014", "2012-2016", "2012–2016"), each year listed; ranges are bounded by MAX_YEAR_SPAN. */
export function years(raw: string): Cell<number[]> {
  const m = /^(\d{4})(?:\s*[-–—]\s*(\d{4}))?$/.exec(raw.trim());
  if (!m) return bad('ERROR_IMPORT_BAD_YEAR');
  const from = Number(m[1]);
  const to = Number(m[2] ?? m[1]);
  if (from < MIN_YEAR || to > MAX_YEAR || to < from || to - from > MAX_YEAR_SPAN) return bad('ERROR_IMPORT_BAD_YEAR');
  return ok(Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** How a file writes a product's years back: consecutive years joined into ranges ("2012-2014", "2016"). */
export function yearRanges(list: number[]): string[] {
  const sorted = [...new Set(list)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out;
}

/** A fitment quantity: a whole number from 1 to MAX_QUANTITY, or none. */
export function quantity(raw: string): Cell<number | null> {
  const text = raw.trim();
  if (!text) return ok(null);
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_QUANTITY) return bad('ERROR_IMPORT_BAD_QUANTITY');
  return ok(Number(text));
}

/** A cross-reference number: as written (trimmed), with at least one letter or digit. */
export function partNumber(raw: string): Cell<{ number: string; normalized: string }> {
  const text = lineText(raw, MAX_NUMBER);
  if (!text.ok) return text;
  const normalized = normalizePartNumber(text.value);
  return normalized ? ok({ number: text.value, normalized }) : bad('ERROR_IMPORT_BAD_NUMBER');
}

/**
 * An image cell's entries: a URL (http or https, recorded), a path under the shop's own media
 * ("/media/…", what export writes), or a path relative to the import file (copied into the media
 * folder; only the command line has a folder to read it from).
 */
export type ImageSource = { kind: 'url' | 'media'; url: string } | { kind: 'file'; path: string };
export function imageSource(raw: string): Cell<ImageSource> {
  const text = raw.trim();
  if (CONTROL_IN_LINE.test(text) || text.length > 1000) return bad('ERROR_IMPORT_BAD_IMAGE');
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.hostname ? ok({ kind: 'url', url: url.href }) : bad('ERROR_IMPORT_BAD_IMAGE');
    } catch {
      return bad('ERROR_IMPORT_BAD_IMAGE');
    }
  }
  if (text.startsWith('/media/') && !text.includes('..')) return ok({ kind: 'media', url: text });
  const path = text.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-z]+:/i.test(path) || path.split('/').includes('..')) return bad('ERROR_IMPORT_BAD_IMAGE');
  if (!/\.(jpe?g|png|webp|avif|gif)$/i.test(path)) return bad('ERROR_IMPORT_BAD_IMAGE');
  return ok({ kind: 'file', path });
}
