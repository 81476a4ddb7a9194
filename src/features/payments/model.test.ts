import { describe, expect, it } from 'vitest';
import { formatPrice, toMinorUnits } from '@/i18n/currency';
import {
  amountDue,
  expiryApplies,
  parseRefundAmount,
  paymentReceived,
  refundProblem,
  refundReported,
  statusAfterRefund,
  unpaidMinutesFrom,
  type OrderMoney,
} from './model';

const order = (over: Partial<OrderMoney> = {}): OrderMoney => ({
  status: 'PENDING',
  paymentStatus: 'unpaid',
  currency: 'EUR',
  amountDue: 9200,
  amountPaid: 0,
  amountRefunded: 0,
  ...over,
});

describe('charging an order in the shopper’s currency', () => {
  it('converts dollars into each currency’s minor units at the shop’s rate, rounding half away from zero', () => {
    expect(amountDue(10_000, { code: 'USD', rate: 1 })).toBe(10_000);
    expect(amountDue(10_000, { code: 'EUR', rate: 0.92 })).toBe(9200);
    expect(amountDue(12_345, { code: 'GBP', rate: 0.78 })).toBe(9629); // 9629.1
    expect(amountDue(3, { code: 'EUR', rate: 0.5 })).toBe(2); // 1.5 → 2
    expect(amountDue(250_000, { code: 'RUB', rate: 64 })).toBe(16_000_000);
    expect(amountDue(1999, { code: 'JPY', rate: 150 })).toBe(2999); // 2998.5 yen, no minor unit
  });

  it('never loses a cent to floating point: the price shown is the amount charged', () => {
    // 1.005 × 100 is 100.49999… in binary floating point; the shop's six-decimal rate is exact.
    expect(toMinorUnits(100, 1.005)).toBe(101);
    for (const cents of [1, 99, 1005, 12_345, 99_999_999]) {
      for (const currency of [
        { code: 'EUR', symbol: '€', rate: 0.92 },
        { code: 'GBP', symbol: '£', rate: 0.78 },
        { code: 'RUB', symbol: '₽', rate: 64.123456 },
      ]) {
        const due = amountDue(cents, currency);
        expect(formatPrice(cents, currency)).toBe(
          `${currency.symbol}${(due / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
        );
      }
    }
  });

  it('keeps negative amounts symmetric', () => {
    expect(toMinorUnits(-3, 0.5)).toBe(-2);
    expect(formatPrice(-1999, { code: 'USD', symbol: '$', rate: 1 })).toBe('-$19.99');
  });
});

describe('what a payment does to an order', () => {
  it('pays an unpaid order when the amount and currency are the order’s', () => {
    expect(paymentReceived(order(), 9200, 'eur')).toEqual({ action: 'pay', amountPaid: 9200, flag: null });
  });

  it('flags a payment of another amount or currency for the owner instead of taking it as paid', () => {
    expect(paymentReceived(order(), 9100, 'EUR')).toEqual({ action: 'flag', flag: 'amount-mismatch' });
    expect(paymentReceived(order(), 9200, 'USD')).toEqual({ action: 'flag', flag: 'amount-mismatch' });
  });

  it('records money for a cancelled order and flags it for a refund', () => {
    expect(paymentReceived(order({ status: 'CANCELLED' }), 9200, 'EUR')).toEqual({
      action: 'pay',
      amountPaid: 9200,
      flag: 'paid-after-cancel',
    });
  });

  it('changes nothing when the order is already paid or refunded (a second event for the same payment)', () => {
    expect(paymentReceived(order({ paymentStatus: 'paid', amountPaid: 9200 }), 9200, 'EUR')).toEqual({ action: 'none' });
    expect(paymentReceived(order({ paymentStatus: 'refunded', amountPaid: 9200, amountRefunded: 9200 }), 9200, 'EUR')).toEqual({
      action: 'none',
    });
  });

  it('expires only pending orders whose money has not arrived', () => {
    expect(expiryApplies(order())).toBe(true);
    expect(expiryApplies(order({ paymentStatus: 'failed' }))).toBe(true);
    expect(expiryApplies(order({ paymentStatus: 'paid' }))).toBe(false);
    expect(expiryApplies(order({ status: 'CANCELLED' }))).toBe(false);
  });

  it('reads the waiting time for card payments, up to a day', () => {
    expect(unpaidMinutesFrom(undefined)).toBe(60);
    expect(unpaidMinutesFrom('30')).toBe(30);
    expect(unpaidMinutesFrom('1441')).toBe(60);
    expect(unpaidMinutesFrom('4')).toBe(60);
    expect(unpaidMinutesFrom('abc')).toBe(60);
  });
});

describe('refund arithmetic', () => {
  const paid = order({ paymentStatus: 'paid', amountPaid: 9200 });

  it('allows refunds up to what was paid and not yet given back', () => {
    expect(refundProblem(paid, 9200)).toBeNull();
    expect(refundProblem(paid, 1)).toBeNull();
    expect(refundProblem({ ...paid, paymentStatus: 'partially_refunded', amountRefunded: 9000 }, 200)).toBeNull();
  });

  it('refuses a refund of nothing, of more than is left, of fractions, and of an unpaid order', () => {
    expect(refundProblem(paid, 0)).toBe('ERROR_PAYMENT_REFUND_AMOUNT');
    expect(refundProblem(paid, 9201)).toBe('ERROR_PAYMENT_REFUND_AMOUNT');
    expect(refundProblem(paid, 10.5)).toBe('ERROR_PAYMENT_REFUND_AMOUNT');
    expect(refundProblem({ ...paid, paymentStatus: 'partially_refunded', amountRefunded: 9000 }, 201)).toBe('ERROR_PAYMENT_REFUND_AMOUNT');
    expect(refundProblem(order(), 100)).toBe('ERROR_PAYMENT_REFUND_NOT_PAID');
    expect(refundProblem({ ...paid, paymentStatus: 'refunded', amountRefunded: 9200 }, 1)).toBe('ERROR_PAYMENT_REFUND_NOT_PAID');
  });

  it('is partly refunded until everything paid went back', () => {
    expect(statusAfterRefund(9200, 0)).toBe('paid');
    expect(statusAfterRefund(9200, 1)).toBe('partially_refunded');
    expect(statusAfterRefund(9200, 9200)).toBe('refunded');
  });

  it('reads a refund amount as staff type it', () => {
    expect(parseRefundAmount('12.50')).toBe(1250);
    expect(parseRefundAmount(' 12,5 ')).toBe(1250);
    expect(parseRefundAmount('12')).toBe(1200);
    expect(parseRefundAmount('0.01')).toBe(1);
    expect(parseRefundAmount('1500', 0)).toBe(1500);
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1.5', null]) expect(parseRefundAmount(bad, bad === '1.5' ? 0 : 2)).toBeNull();
  });

  it('takes a refund reported by the provider once, never more than was paid', () => {
    expect(refundReported(paid, 500)).toEqual({ amountRefunded: 500, status: 'partially_refunded' });
    expect(refundReported({ ...paid, amountRefunded: 500 }, 500)).toBeNull();
    expect(refundReported(paid, 99_999)).toEqual({ amountRefunded: 9200, status: 'refunded' });
  });
});
