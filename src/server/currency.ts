import 'server-only';
// The shop's currencies (code, symbol, rate against the dollar, in the owner's order) and the one the
// shopper chose (its cookie), for a request. Here, not in a feature: the site frame, the admin's
// frame and settings, and the content pages all read them.
import { cache } from 'react';
import { cookies } from 'next/headers';
import { db } from '@/db/client';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, type Currency } from '@/i18n/currency';

/** The shop's currencies, in the owner's order. */
export const currencyList = cache(async (database = db()): Promise<Currency[]> => {
  const { rows } = await database.$client.query<Currency>(
    'SELECT code, symbol, rate::float8 AS rate FROM currencies ORDER BY position, code',
  );
  return rows;
});

/** The shopper's currency code from the cookie, if it names a known currency. */
export async function chosenCurrency(currencies: Currency[]): Promise<string> {
  const code = (await cookies()).get(CURRENCY_COOKIE)?.value;
  return currencies.some((c) => c.code === code) ? code! : DEFAULT_CURRENCY;
}
