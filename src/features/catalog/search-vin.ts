import 'server-only';
// A VIN typed in the header's search box: decoded as the garage's VIN box decodes it
// (vehicles/vin-response.ts), so the suggestions can offer to set the vehicle, or say in the
// shopper's language why the VIN does not decode (a mistyped check digit, a make we do not carry).
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import type { Locale } from '@/i18n/routing';
import { vinAnswerFor } from '@/features/vehicles/vin-response';
import type { Suggestions } from './search';

/** 17 letters and digits with both in it: what a VIN looks like, before its own rules are checked. */
export const looksLikeVin = (text: string) => /^[A-Za-z0-9]{17}$/.test(text) && /\d/.test(text) && /[A-Za-z]/.test(text);

/** The VIN's vehicle, or the translated reason it has none; undefined when the text is no VIN. */
export async function vinInSearch(query: string, locale: Locale, database: Database = db()): Promise<Suggestions['vin']> {
  const text = query.trim();
  if (!looksLikeVin(text)) return undefined;
  const { body } = await vinAnswerFor(text, locale, database);
  if (body.status === 'found') return { vehicle: body.vehicle };
  return { message: body.error?.message };
}
