import 'server-only';
// The countries a shopper may give in an address, named in the page's language. Here, not in a
// feature: the checkout, the account's address book, an order's page and the back office all offer them.
import { db } from '@/db/client';
import { countries } from '@/db/schema';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';

export type CountryOption = { code: string; name: string };

/** The countries for an address form, sorted by their name in the shopper's language. */
export async function countryOptions(locale: Locale, database = db()): Promise<CountryOption[]> {
  const rows = await database.select().from(countries);
  return rows.map((c) => ({ code: c.code, name: localize(c.name, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
