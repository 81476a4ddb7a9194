// The one price formatter: the specification's "symbol, value × rate, 2 decimals". Money is USD cents.
export type Currency = { code: string; symbol: string; rate: number };

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Cookie holding the chosen currency; here (not in the client context) so server code reads the real string. */
export const CURRENCY_COOKIE = 'currency';

/** Cents as a form's amount field shows them, without a symbol: 2500 → "25.00". */
export const centsAsInput = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * USD cents in another currency's minor units at `rate` (units of it per USD, six decimals as the
 * shop keeps them), rounded half away from zero. Exact integer arithmetic, so the price a page shows
 * and the amount an order charges are the same number: 1.005 never turns into 1.00 on the way.
 */
export function toMinorUnits(cents: number, rate: number, digits = 2): number {
  const micro = BigInt(Math.round(rate * 1_000_000));
  const scaled = BigInt(Math.abs(Math.round(cents))) * micro * 10n ** BigInt(digits);
  const divisor = 100n * 1_000_000n;
  const units = Number((scaled + divisor / 2n) / divisor);
  return cents < 0 ? -units : units;
}

/** An amount in a currency's minor units (cents, kopecks), as the shop writes prices: "$1,234.50". */
export function formatMinor(units: number, symbol: string): string {
  const abs = Math.abs(units);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${units < 0 ? '-' : ''}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatPrice(cents: number, currency: Currency): string {
  return formatMinor(toMinorUnits(cents, currency.rate), currency.symbol);
}
