// The range of a serial (integer) id column. Ids that arrive from the network (URLs, forms, JSON,
// cookies) are checked against it before any query: an id the column cannot hold is simply not
// found, never a database error. Pure: client schemas import it too.
export const MAX_ROW_ID = 2_147_483_647;

/** True for a whole number an id column can hold (1 … 2³¹−1). */
export const isRowId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_ROW_ID;

/** The decimal text of an id ("42", no sign, no leading zero), or null. */
export function parseRowId(raw: string | null | undefined): number | null {
  const text = raw?.trim();
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}

/** True for text a slug key could be: 1–200 characters and no control characters (PostgreSQL refuses NUL in text). */
export const isSlugKey = (s: string): boolean => s.length > 0 && s.length <= 200 && !/[\u0000-\u001f\u007f]/.test(s);
