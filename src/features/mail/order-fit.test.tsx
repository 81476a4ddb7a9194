// The order email names the vehicle each line was bought for and how it fitted then (issue 23), in
// the shopper's language; an email queued before fits were kept still renders, without them.
import { describe, expect, it } from 'vitest';
import { mailContent, type OrderMailData } from './model';
import { renderMail, type MailShop } from './render';

const shop = {
  origin: 'https://shop.example',
  contacts: { address: { en: '1 Main St' }, phone: '', email: '', hours: { en: '' } },
} as MailShop;
const address = {
  firstName: 'Rania',
  lastName: 'Haddad',
  company: '',
  country: { en: 'United Arab Emirates' },
  address1: '1 Sheikh Zayed Rd',
  address2: '',
  city: 'Dubai',
  state: '',
  postcode: '00000',
  email: 'rania@example.com',
  phone: '+971 4 555 0142',
};
const line = { sku: 'BP-7', options: [], quantity: 1, price: 4999, total: 4999 };
const order: OrderMailData = {
  number: 'AX-100042',
  token: 'a'.repeat(32),
  placedAt: '2026-11-28T10:00:00.000Z',
  payment: 'cash',
  currency: { code: 'USD', symbol: '$', rate: 1 },
  items: [
    {
      ...line,
      name: { en: 'Brake pads', ar: 'فحمات فرامل' },
      fit: { vehicle: '2014 Honda Civic 1.8L', fit: 'does-not-fit', qualifiers: null },
    },
    {
      ...line,
      name: { en: 'Mirror glass' },
      fit: {
        vehicle: '2014 Honda Civic 1.8L',
        fit: 'fits-with-conditions',
        qualifiers: { position: 'front', quantity: 2, notes: 'w/ A/C' },
      },
    },
    { ...line, name: { en: 'Hose clamp pliers' }, fit: { vehicle: null, fit: 'universal', qualifiers: null } },
    { ...line, name: { en: 'Oil filter' } },
  ],
  subtotal: 19996,
  shipping: 0,
  tax: 3999,
  total: 23995,
  billingAddress: address,
  shippingAddress: address,
  shipment: null,
  bank: null,
};

describe('the order email and the fit of its lines', () => {
  it('says in English which vehicle each part was for and how it fitted, with a mark beside the colour', async () => {
    const mail = await renderMail(mailContent('order-placed', order)!, 'en', shop);
    expect(mail.text).toMatch(/✕ Does not fit 2014 Honda Civic 1\.8L/);
    expect(mail.text).toMatch(/✓ Fits 2014 Honda Civic 1\.8L, with conditions/);
    expect(mail.text).toContain('How it fits: Front · 2 per vehicle · w/ A/C');
    expect(mail.text).toContain('∞ Universal: fits every vehicle');
  });

  it('says it in Arabic, the vehicle kept left to right inside the sentence', async () => {
    const mail = await renderMail(mailContent('order-placed', order)!, 'ar', shop);
    expect(mail.text).toContain('غير مناسب لـ\u20682014 Honda Civic 1.8L\u2069');
  });

  it('renders an email queued before fits were kept, without them', async () => {
    const before = { ...order, items: order.items.map(({ fit: _fit, ...item }) => item) };
    const mail = await renderMail(mailContent('order-placed', before)!, 'en', shop);
    expect(mail.text).not.toContain('Does not fit');
    expect(mail.text).toContain('Brake pads');
  });
});
