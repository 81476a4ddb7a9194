// Catalog: the opaque cursors of cursor navigation (specification section 5, `after` and `before`):
// the sort key and id of the row a page starts after or ends before, and its fit tier (0 listed for
// the chosen vehicle, 1 for every vehicle) where the listing puts exact fits first. Pure, no I/O:
// query-string.ts checks them when it parses a listing URL (and re-exports them), listing.ts writes them.
import { isRowId } from '@/db/row-id';
import type { Sort } from './model';

/** Control characters, which neither a search nor a text sort key may hold. */
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export type Cursor = { k: string | number; id: number; t?: 0 | 1 };

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify(cursor.t === undefined ? [cursor.k, cursor.id] : [cursor.k, cursor.id, cursor.t]);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What a sort's key is in the database: whole numbers (int4), text, a rating from 0 to 5, or a UTC timestamp. */
const SORT_KEY: Record<Sort, 'int' | 'text' | 'rating' | 'timestamp'> = {
  default: 'int',
  price_asc: 'int',
  price_desc: 'int',
  name_asc: 'text',
  name_desc: 'text',
  rating_desc: 'rating',
  date_desc: 'timestamp',
};

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?Z$/;

/** True when the cursor's key is a value the sort's column can hold (see listing.ts, which writes them). */
export function cursorFitsSort(cursor: Cursor, sort: Sort): boolean {
  const { k } = cursor;
  switch (SORT_KEY[sort]) {
    case 'int':
      return k === 0 || isRowId(k);
    case 'text':
      return typeof k === 'string' && k.length <= 1000 && !CONTROL.test(k);
    case 'rating': {
      const n = typeof k === 'string' && /^\d{1,2}(?:\.\d{1,6})?$/.test(k) ? Number(k) : typeof k === 'number' ? k : NaN;
      return Number.isFinite(n) && n >= 0 && n <= 5;
    }
    case 'timestamp': {
      const m = typeof k === 'string' ? TIMESTAMP.exec(k) : null;
      if (!m) return false;
      const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
      const d = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
      return (
        year >= 1 &&
        d.getUTCFullYear() === year &&
        d.getUTCMonth() === month - 1 &&
        d.getUTCDate() === day &&
        d.getUTCHours() === hour &&
        d.getUTCMinutes() === minute &&
        d.getUTCSeconds() === second
      );
    }
  }
}

export function decodeCursor(raw: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{4,400}$/.test(raw)) return null;
  try {
    const bin = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
    if (!Array.isArray(value) || value.length < 2 || value.length > 3) return null;
    const [k, id, t] = value as unknown[];
    if (!(typeof k === 'string' || (typeof k === 'number' && Number.isFinite(k)))) return null;
    if (!isRowId(id)) return null;
    if (value.length === 3 && t !== 0 && t !== 1) return null;
    return t === 0 || t === 1 ? { k, id, t } : { k, id };
  } catch {
    return null;
  }
}
