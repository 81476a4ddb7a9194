import { describe, expect, it } from 'vitest';
import { formatPrice } from './currency';

describe('price display', () => {
  it('shows the currency symbol, then the value times the rate with two decimals', () => {
    expect(formatPrice(1999, { code: 'USD', symbol: '$', rate: 1 })).toBe('$19.99');
    expect(formatPrice(1000, { code: 'EUR', symbol: '€', rate: 0.92 })).toBe('€9.20');
    expect(formatPrice(250000, { code: 'RUB', symbol: '₽', rate: 64 })).toBe('₽160,000.00');
  });
});
