import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from '@/features/orders/model';
import { paymentNote, paymentReturn } from './order-payment';

const now = new Date('2025-06-01T12:00:00Z');
const later = '2025-06-01T13:00:00Z';
const card = (
  over: {
    status?: 'PENDING' | 'SHIPPED' | 'COMPLETED' | 'CANCELLED';
    paid?: 'unpaid' | 'paid' | 'failed' | 'refunded';
    payBy?: string | null;
    payment?: string;
  } = {},
) => ({
  payment: over.payment ?? 'card',
  status: over.status ?? 'PENDING',
  money: { status: over.paid ?? 'unpaid', payBy: over.payBy === undefined ? later : over.payBy },
});

describe('paymentStatusLabel', () => {
  it('names the payment status', () => {
    expect(paymentStatusLabel('paid', 'PENDING')).toBe('TEXT_PAYMENT_STATUS_PAID');
    expect(paymentStatusLabel('unpaid', 'PENDING')).toBe('TEXT_PAYMENT_STATUS_UNPAID');
    expect(paymentStatusLabel('refunded', 'CANCELLED')).toBe('TEXT_PAYMENT_STATUS_REFUNDED');
  });

  it('says "not paid" rather than "awaiting payment" for a cancelled order', () => {
    expect(paymentStatusLabel('unpaid', 'CANCELLED')).toBe('TEXT_PAYMENT_NOT_PAID');
    expect(paymentStatusLabel('failed', 'CANCELLED')).toBe('TEXT_PAYMENT_NOT_PAID');
  });
});

describe('paymentReturn', () => {
  it('reads the two ways back from the provider, and nothing else', () => {
    expect(paymentReturn('return')).toBe('return');
    expect(paymentReturn(['cancelled', 'return'])).toBe('cancelled');
    expect(paymentReturn('paid')).toBeNull();
    expect(paymentReturn(undefined)).toBeNull();
  });
});

describe('paymentNote', () => {
  it('has nothing to say about an offline order', () => {
    expect(paymentNote(card({ payment: 'bank' }), null, now)).toBe('none');
  });

  it('asks a waiting card order to pay, and says why when it came back unpaid', () => {
    expect(paymentNote(card(), null, now)).toBe('due');
    expect(paymentNote(card(), 'cancelled', now)).toBe('cancelled');
    expect(paymentNote(card({ paid: 'failed' }), null, now)).toBe('failed');
    expect(paymentNote(card({ paid: 'failed' }), 'return', now)).toBe('failed');
  });

  it('waits for the provider right after the shopper paid', () => {
    expect(paymentNote(card(), 'return', now)).toBe('confirming');
  });

  it('says paid once the money arrived, whatever the address says', () => {
    expect(paymentNote(card({ paid: 'paid' }), 'return', now)).toBe('paid');
    expect(paymentNote(card({ paid: 'paid', status: 'SHIPPED' }), null, now)).toBe('paid');
  });

  it('offers no payment for a cancelled, refunded or overdue order', () => {
    expect(paymentNote(card({ status: 'CANCELLED' }), null, now)).toBe('none');
    expect(paymentNote(card({ paid: 'refunded' }), null, now)).toBe('none');
    expect(paymentNote(card({ payBy: '2025-06-01T11:59:59Z' }), null, now)).toBe('none');
    expect(paymentNote(card({ payBy: null }), null, now)).toBe('none');
  });
});
