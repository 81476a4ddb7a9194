// The order emails' outbox rows, written inside the transaction that places or moves the order
// (checkout/service.ts, orders/fulfilment.ts): a snapshot of the order as the email shows it, read
// from the rows the transaction has just written, to the billing email in the order's language.
import { asc, eq, inArray } from 'drizzle-orm';
import { countries, currencies, orderItems, orders, storeSettings } from '@/db/schema';
import { settingsFromRows } from '@/features/settings/model';
import type { OrderAddress } from '@/db/schema/orders';
import type { Localized } from '@/db/schema/common';
import { isLocale } from '@/i18n/routing';
import { mailKey, type MailAddress, type MailKind, type OrderMailData } from './model';
import { enqueueMail, type Executor } from './outbox';

const isLocalized = (v: unknown): v is Localized => typeof v === 'object' && v !== null && typeof (v as Localized).en === 'string';

/** An option as the order line keeps it: names in every language (lines of other shapes are left out). */
function lineOptions(raw: unknown): OrderMailData['items'][number]['options'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((o: { name?: unknown; value?: unknown }) =>
    isLocalized(o?.name) && isLocalized(o?.value) ? [{ name: o.name, value: o.value }] : [],
  );
}

const mailAddress = (a: OrderAddress, names: Map<string, Localized>): MailAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  postcode: a.postcode,
  country: names.get(a.country) ?? { en: a.country },
  email: a.email,
  phone: a.phone,
});

/**
 * Enqueues the `kind` email of an order in the transaction `tx` (which has just written the order
 * or its new status). Answers false when the order does not exist or the email was already there.
 */
export async function enqueueOrderMail(tx: Executor, orderId: number, kind: MailKind): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  const [items, [currency]] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    tx.select({ symbol: currencies.symbol }).from(currencies).where(eq(currencies.code, order.currency)),
  ]);
  const codes = [...new Set([order.billingAddress.country, order.shippingAddress.country])];
  const names = new Map(
    (await tx.select({ code: countries.code, name: countries.name }).from(countries).where(inArray(countries.code, codes))).map((c) => [
      c.code,
      c.name,
    ]),
  );
  const bank =
    order.payment === 'bank'
      ? settingsFromRows(
          await tx.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, 'bank')),
        ).settings.bank
      : null;

  const data: OrderMailData = {
    number: order.number,
    token: order.token,
    placedAt: order.createdAt.toISOString(),
    payment: order.payment,
    paymentStatus: order.paymentStatus,
    // The rate the order was placed at: the email's prices are the ones the shopper was charged.
    currency: { code: order.currency, symbol: currency?.symbol ?? `${order.currency} `, rate: order.exchangeRate },
    items: items.map((i) => ({
      name: i.productName,
      sku: i.sku,
      options: lineOptions(i.options),
      quantity: i.quantity,
      price: i.price,
      total: i.total,
      ...(i.fit ? { fit: { vehicle: i.vehicleLabel, fit: i.fit, qualifiers: i.fitQualifiers } } : {}),
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    billingAddress: mailAddress(order.billingAddress, names),
    shippingAddress: mailAddress(order.shippingAddress, names),
    shipment: order.carrier && order.trackingNumber ? { carrier: order.carrier, trackingNumber: order.trackingNumber } : null,
    bank,
  };
  return enqueueMail(tx, {
    kind,
    key: mailKey(kind, order.number),
    recipient: order.billingAddress.email || order.email,
    locale: isLocale(order.locale) ? order.locale : 'en',
    data,
  });
}
