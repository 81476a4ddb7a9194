// Staff moving orders along, against a real PostgreSQL (both test databases): ship with a tracking
// number the shopper then sees, complete, cancel with the stock put back — also while a shopper is
// checking out the same product — and refusals of moves the order's status does not allow.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, products } from '@/db/schema';
import { placeOrder } from '@/features/checkout/service';
import { addOrderNote, moveOrder } from './fulfilment';
import { orderByNumberAndEmail } from './queries';

vi.mock('server-only', () => ({}));

const staff = { id: null, email: 'fulfilment-test@axle.example' };
const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: '',
  country: 'US',
  address1: '1 Navy Way',
  address2: '',
  city: 'Arlington',
  state: 'VA',
  postcode: '22201',
  email: 'grace@example.com',
  phone: '+1 703 555 0100',
};

describeEachDatabase('moving an order along', (database) => {
  let productId = 0;
  const stockOf = async () =>
    (await database().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const order = async (quantity: number) => {
    const r = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity }],
        billingAddress: address,
        payment: 'bank',
        acceptTerms: true,
        locale: 'en',
      },
      null,
      database(),
    );
    if (!r.ok) throw new Error(`checkout refused: ${r.code}`);
    return r.order.number;
  };

  beforeAll(async () => {
    // A product without options this suite owns: plenty of stock, so checkouts never run out.
    const { rows } = await database().execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.stock_status = 'in-stock' AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      ORDER BY p.id DESC OFFSET 40 LIMIT 1`);
    productId = rows[0]!.id;
    await database().update(products).set({ stock: 500 }).where(eq(products.id, productId));
  });

  it('ships a pending order with its carrier and tracking number, which the shopper then sees', async () => {
    const number = await order(1);
    const shipped = await moveOrder(number, { to: 'SHIPPED', carrier: ' UPS ', trackingNumber: '1Z999AA10123456784' }, staff, database());
    expect(shipped).toEqual({ ok: true, number, from: 'PENDING', to: 'SHIPPED' });
    const seen = await orderByNumberAndEmail(number, address.email, database());
    expect(seen?.status).toBe('SHIPPED');
    expect(seen?.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const [line] = await database().select().from(auditLog).where(eq(auditLog.entityKey, number));
    expect(line).toMatchObject({ actorEmail: staff.email, action: 'order.shipped', before: { status: 'PENDING' } });
    expect(await moveOrder(number, { to: 'COMPLETED' }, staff, database())).toMatchObject({ ok: true, to: 'COMPLETED' });
  });

  it('refuses a shipment without carrier or tracking number, and moves the status never allows', async () => {
    const number = await order(1);
    expect(await moveOrder(number, { to: 'SHIPPED', carrier: '', trackingNumber: 'X1' }, staff, database())).toMatchObject({
      ok: false,
      reason: 'invalid-shipment',
    });
    expect(await moveOrder(number, { to: 'COMPLETED' }, staff, database())).toMatchObject({
      ok: false,
      reason: 'not-allowed',
      from: 'PENDING',
    });
    expect(await moveOrder(number, { to: 'CANCELLED' }, staff, database())).toMatchObject({ ok: true });
    expect(await moveOrder(number, { to: 'SHIPPED', carrier: 'DHL', trackingNumber: 'X1' }, staff, database())).toMatchObject({
      ok: false,
      reason: 'not-allowed',
      from: 'CANCELLED',
    });
    expect(await moveOrder('AX-999999999', { to: 'COMPLETED' }, staff, database())).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('puts the stock back when an order is cancelled, once', async () => {
    const before = await stockOf();
    const number = await order(3);
    expect(await stockOf()).toBe(before - 3);
    await moveOrder(number, { to: 'CANCELLED' }, staff, database());
    expect(await stockOf()).toBe(before);
    expect(await moveOrder(number, { to: 'CANCELLED' }, staff, database())).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(await stockOf()).toBe(before);
    expect((await orderByNumberAndEmail(number, address.email, database()))?.status).toBe('CANCELLED');
  });

  it('keeps the stock right when orders are cancelled while shoppers check out the same product', async () => {
    const before = await stockOf();
    const placed = await Promise.all([order(2), order(2), order(2), order(2)]);
    expect(await stockOf()).toBe(before - 8);
    // Each cancel races a new checkout of the same product.
    const raced = await Promise.all(placed.flatMap((number) => [moveOrder(number, { to: 'CANCELLED' }, staff, database()), order(1)]));
    expect(raced.filter((r) => typeof r === 'object' && r.ok)).toHaveLength(4);
    expect(await stockOf()).toBe(before - 4);
  });

  it("adds staff's internal notes, refusing empty ones", async () => {
    const number = await order(1);
    expect(await addOrderNote(number, '  Customer called: leave at the back door.  ', staff, database())).toEqual({ ok: true });
    expect(await addOrderNote(number, '   ', staff, database())).toEqual({ ok: false, reason: 'invalid-note' });
    expect(await addOrderNote('AX-999999999', 'hello', staff, database())).toEqual({ ok: false, reason: 'not-found' });
  });
});
