// The one price formatter: the specification's "symbol, value × rate, 2 decimals". Money is USD cents.
export type Currency = { code: string; symbol: string; rate: number };

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Cookie holding the chosen currency; here (not in the client context) so server code reads the real string. */
export const CURRENCY_COOKIE = 'currency';

/** Cents as a form's amount field shows them, without a symbol: 2500 → "25.00". */
export const centsAsInput = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function formatPrice(cents: number, currency: Currency): string {
  const value = (cents / 100) * currency.rate;
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${currency.symbol}${grouped}.${fraction}`;
}
