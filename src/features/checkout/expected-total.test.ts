import { describe, expect, it } from 'vitest';
import { expectedTotal } from './expected-total';

describe('expectedTotal', () => {
  it('is the total the form shows when the shop named no other', () => {
    expect(expectedTotal(12_345, 'EUR', null)).toBe(12_345);
  });

  it('is the shop’s new total once the shopper was shown it', () => {
    expect(expectedTotal(12_345, 'EUR', { shown: 12_345, currency: 'EUR', amount: 13_000 })).toBe(13_000);
  });

  it('is the form’s total again when the form’s figures or currency changed since', () => {
    expect(expectedTotal(9_900, 'EUR', { shown: 12_345, currency: 'EUR', amount: 13_000 })).toBe(9_900);
    expect(expectedTotal(12_345, 'USD', { shown: 12_345, currency: 'EUR', amount: 13_000 })).toBe(12_345);
  });
});
