// Placing orders against a real PostgreSQL (embedded, and the external server when DATABASE_URL is set):
// whose order it is — a signed-in shopper's, a visitor's — and who can find it.
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { checkoutAddress, checkoutRequest } from '../../../tests/integration/fixtures';
import { orderItems, orders } from '@/db/schema';
import { DEMO_USER } from '@/seed/content';
import { orderByNumberAndEmail, orderByToken, orderForUser, ordersForUser } from '@/features/orders/queries';
import { placeOrder } from './service';
import { orderedProducts, type OrderedProduct } from './test-fixtures';

// The server-only guard throws outside a React server build; these modules run on the server here too.
vi.mock('server-only', () => ({}));

const address = checkoutAddress;
const request = checkoutRequest;

describeEachDatabase('placing an order: whose order it is', (database) => {
  let plain: OrderedProduct;

  beforeAll(async () => {
    ({ plain } = await orderedProducts(database()));
  });

  it('binds a signed-in shopper’s order to them; another shopper gets nothing for its id', async () => {
    const r = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], { billingAddress: { ...address, email: DEMO_USER.email } }),
      DEMO_USER.id,
      database(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [row] = await database().select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.number, r.order.number));
    expect(row!.userId).toBe(DEMO_USER.id);
    expect(await orderForUser(row!.id, { id: DEMO_USER.id, email: DEMO_USER.email }, database())).toMatchObject({ number: r.order.number });
    expect(await orderForUser(row!.id, { id: 'someone-else', email: 'someone@example.com' }, database())).toBeNull();
    const history = await ordersForUser({ id: DEMO_USER.id, email: DEMO_USER.email }, 1, database());
    expect(history.items[0]!.number).toBe(r.order.number);
    expect(history.total).toBeGreaterThanOrEqual(4);
  });

  it('keeps a visitor’s order out of an account that merely shares its email, and tracks it by number and email only', async () => {
    const r = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], { billingAddress: { ...address, email: 'Guest.Shopper@Example.com' } }),
      null,
      database(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const history = await ordersForUser({ id: 'new-account', email: 'guest.shopper@example.com' }, 1, database());
    expect(history.items.map((o) => o.number)).toEqual([]);
    expect(await orderByNumberAndEmail(r.order.number, ' GUEST.shopper@example.com ', database())).toMatchObject({
      number: r.order.number,
    });
    expect(await orderByNumberAndEmail(r.order.number, 'someone@example.com', database())).toBeNull();
    expect(await orderByToken('0'.repeat(32), database())).toBeNull();
    expect(await orderByToken('not a token', database())).toBeNull();
    const items = await database()
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.number, r.order.number), gt(orderItems.quantity, 0)));
    expect(items).toHaveLength(1);
  });
});
