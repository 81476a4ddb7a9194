import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/config';
import { localePath } from '@/i18n/routing';
import {
  afterFailure,
  DEFAULT_RETRY,
  emlFileName,
  mailContent,
  mailData,
  mailFrom,
  mailKey,
  messageIdFor,
  redactError,
  STATUS_MAIL,
} from './model';

const never = () => 0;

describe('retrying an email that did not go', () => {
  it('waits 30 s after the first failure, then twice as long each time, never more than an hour', () => {
    const waits = Array.from({ length: DEFAULT_RETRY.maxAttempts - 1 }, (_, i) => afterFailure(i + 1, DEFAULT_RETRY, never));
    expect(waits.map((w) => (w.giveUp ? 'give up' : w.delayMs / 1000))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('gives up after the last attempt, and keeps trying for about three hours before that', () => {
    expect(afterFailure(DEFAULT_RETRY.maxAttempts, DEFAULT_RETRY, never)).toEqual({ giveUp: true });
    expect(afterFailure(Number.POSITIVE_INFINITY)).toEqual({ giveUp: true });
    const total = Array.from({ length: DEFAULT_RETRY.maxAttempts - 1 }, (_, i) => afterFailure(i + 1, DEFAULT_RETRY, never)).reduce(
      (s, w) => s + (w.giveUp ? 0 : w.delayMs),
      0,
    );
    expect(total / 3_600_000).toBeGreaterThan(2.5);
    expect(total / 3_600_000).toBeLessThan(3.5);
  });

  it('spreads processes that failed together over up to a tenth of the wait', () => {
    const early = afterFailure(3, DEFAULT_RETRY, () => 0.999);
    expect(early.giveUp).toBe(false);
    if (!early.giveUp) expect(early.delayMs).toBeGreaterThan(108_000);
    if (!early.giveUp) expect(early.delayMs).toBeLessThanOrEqual(120_000);
  });
});

describe('what a failure may say', () => {
  it('takes email addresses out, keeps the SMTP code, on one line', () => {
    const e = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ada@example.com>:\n Recipient address rejected"),
      { code: 'EENVELOPE' },
    );
    expect(redactError(e)).toBe(
      "EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: Recipient address rejected",
    );
  });

  it("cuts a database error's parameters off (they hold addresses and phones)", () => {
    expect(redactError(new Error('Failed query: update mail_outbox params: 1,ada@example.com,+44 20'))).toBe(
      'Failed query: update mail_outbox',
    );
  });
});

describe('who an email is from, and how it is named', () => {
  it("is from MAIL_FROM, else from the shop's name at its contact address", () => {
    expect(mailFrom('Parts <orders@shop.example>', 'hello@axle.example')).toBe('Parts <orders@shop.example>');
    expect(mailFrom('  ', 'hello@axle.example')).toBe('"Axle" <hello@axle.example>');
    expect(mailFrom(undefined, 'hello@axle.example')).toBe('"Axle" <hello@axle.example>');
  });

  it('has one Message-ID per outbox row, at the shop’s host', () => {
    expect(messageIdFor(42, 'https://shop.example:8443')).toBe('<outbox-42@shop.example>');
    expect(messageIdFor(42, 'not a url')).toBe('<outbox-42@localhost>');
  });

  it('keeps a file named by time, row and kind, without the address', () => {
    expect(emlFileName(7, 'order-placed', new Date('2026-11-27T10:11:12.345Z'))).toBe('20261127T101112Z-7-order-placed.eml');
  });

  it('is one email per event: the kind and the order number', () => {
    expect(mailKey('order-placed', 'AX-100042')).toBe('order-placed:AX-100042');
    expect(STATUS_MAIL.SHIPPED).toBe('order-shipped');
    expect(STATUS_MAIL.PENDING).toBeUndefined();
  });

  it('links to the shop at its configured address, never at a Host header a client wrote', () => {
    expect(siteUrl({ SITE_URL: 'https://shop.example/', BETTER_AUTH_URL: 'https://auth.example' })).toBe('https://shop.example');
    expect(siteUrl({ BETTER_AUTH_URL: 'https://auth.example' })).toBe('https://auth.example');
    expect(siteUrl({ PORT: '3200' })).toBe('http://localhost:3200');
    expect(siteUrl({})).toBe('http://localhost:3000');
  });

  it('links to the order page in the customer’s language', () => {
    expect(localePath('en', '/cart/checkout/abc')).toBe('/cart/checkout/abc');
    expect(localePath('ar', '/cart/checkout/abc')).toBe('/ar/cart/checkout/abc');
    expect(localePath('ru', '/')).toBe('/ru');
  });
});

describe('the data an order email renders', () => {
  const address = {
    firstName: 'Ada',
    lastName: 'L',
    company: '',
    address1: '1 Road',
    address2: '',
    city: 'London',
    state: '',
    postcode: 'N1',
    country: { en: 'United Kingdom' },
    email: 'ada@example.com',
    phone: '1',
  };
  const data = {
    number: 'AX-100001',
    token: 'f'.repeat(32),
    placedAt: '2026-11-27T10:00:00.000Z',
    payment: 'bank',
    currency: { code: 'EUR', symbol: '€', rate: 0.92 },
    items: [{ name: { en: 'Brake pads' }, sku: 'BP', options: [], quantity: 1, price: 100, total: 100 }],
    subtotal: 100,
    shipping: 0,
    tax: 20,
    total: 120,
    billingAddress: address,
    shippingAddress: address,
    shipment: null,
  };

  it('is read when it has the shape its template needs', () => {
    expect(mailData('order-placed', data)?.number).toBe('AX-100001');
  });

  it('is refused, not rendered, when a kind is unknown or the data was changed by hand', () => {
    expect(mailContent('newsletter', data)).toBeNull();
    expect(mailData('order-placed', { ...data, token: '../admin' })).toBeNull();
    expect(mailData('order-placed', { ...data, currency: { code: 'EUR', symbol: '€', rate: 0 } })).toBeNull();
    expect(mailData('order-placed', null)).toBeNull();
  });
});
