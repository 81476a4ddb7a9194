// Integration: a visitor's orders join the account at sign-up or sign-in only when the browser holds
// the order's token (the VISITOR_ORDERS_COOKIE) and the billing email is the account's; on both
// test databases, through the real auth endpoints.
import { randomUUID } from 'node:crypto';
import { sql, eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { orders } from '@/db/schema';
import { handleAuthRequest } from '@/features/account/api';
import { placeOrder } from '@/features/checkout/service';
import { VISITOR_ORDERS_COOKIE } from './model';
import { attachVisitorOrders, ordersForUser } from './queries';

vi.mock('server-only', () => ({}));

const BASE = 'http://localhost:3000/api/auth';
const newEmail = () => `claim-${randomUUID()}@axle.example`;
const ip = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

async function auth(database: Database, path: '/sign-up/email' | '/sign-in/email', email: string, tokens: string[] = []) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': ip() };
  if (tokens.length) headers.cookie = `other=1; ${VISITOR_ORDERS_COOKIE}=${tokens.join('.')}; NEXT_LOCALE=en`;
  const res = await handleAuthRequest(
    new Request(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'secret-123' }) }),
    database,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; email: string } }).user;
}

describeEachDatabase('visitor orders joining an account', (database) => {
  let productId: number;

  beforeAll(async () => {
    const { rows } = await database().execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.stock_status = 'in-stock' AND p.stock >= 50
        AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      ORDER BY p.id DESC OFFSET 5 LIMIT 1`);
    productId = rows[0]!.id;
  });

  /** A visitor's order billed to `email`; answers its token and number. */
  async function visitorOrder(email: string, userId: string | null = null) {
    const r = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 1 }],
        billingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          country: 'GB',
          address1: '12 St James Square',
          city: 'London',
          postcode: 'SW1Y 4JH',
          email,
          phone: '+44 20 7946 0000',
        },
        payment: 'bank',
        acceptTerms: true,
      },
      userId,
      database(),
    );
    if (!r.ok) throw new Error(`order refused: ${r.code}`);
    return r.order;
  }

  const ownerOf = async (number: string) =>
    (await database().select({ userId: orders.userId }).from(orders).where(eq(orders.number, number)))[0]!.userId;
  const history = async (user: { id: string; email: string }) => (await ordersForUser(user, 1, database())).items.map((o) => o.number);

  it('attaches at sign-up the orders whose token the browser holds and whose email is the account’s', async () => {
    const email = newEmail();
    // Billed in another letter case: emails match whatever the case.
    const first = await visitorOrder(email.toUpperCase());
    const second = await visitorOrder(email);
    const user = await auth(database(), '/sign-up/email', email, [first.token, second.token]);
    expect(await ownerOf(first.number)).toBe(user.id);
    expect(await ownerOf(second.number)).toBe(user.id);
    expect((await history(user)).sort()).toEqual([first.number, second.number].sort());
  });

  it('attaches at sign-in too', async () => {
    const email = newEmail();
    const user = await auth(database(), '/sign-up/email', email);
    const order = await visitorOrder(email);
    expect(await history(user)).toEqual([]);
    await auth(database(), '/sign-in/email', email, [order.token]);
    expect(await history(user)).toEqual([order.number]);
  });

  it('does not attach by email alone', async () => {
    const email = newEmail();
    const order = await visitorOrder(email);
    const user = await auth(database(), '/sign-up/email', email);
    expect(await ownerOf(order.number)).toBeNull();
    expect(await history(user)).toEqual([]);
  });

  it('does not attach an order billed to another email, even with its token', async () => {
    const order = await visitorOrder(newEmail());
    const user = await auth(database(), '/sign-up/email', newEmail(), [order.token]);
    expect(await ownerOf(order.number)).toBeNull();
    expect(await history(user)).toEqual([]);
  });

  it('does not take an order that already belongs to an account', async () => {
    const email = newEmail();
    const owner = await auth(database(), '/sign-up/email', email);
    const order = await visitorOrder(email, owner.id);
    // A claim with the token and the billing email, but the order is already someone's: it stays.
    expect(await attachVisitorOrders({ id: 'someone-else', email }, [order.token], database())).toEqual([]);
    expect(await ownerOf(order.number)).toBe(owner.id);
    // Attached once, a second claim by the same account changes nothing.
    const visitor = await visitorOrder(email);
    expect(await attachVisitorOrders(owner, [visitor.token, 'not-a-token'], database())).toEqual([visitor.number]);
    expect(await attachVisitorOrders(owner, [visitor.token], database())).toEqual([]);
    expect(await ownerOf(visitor.number)).toBe(owner.id);
  });

  it('ignores a cookie with nothing in it that looks like a token', async () => {
    const user = await auth(database(), '/sign-up/email', newEmail(), ['x'.repeat(32), "' OR 1=1 --"]);
    expect(await history(user)).toEqual([]);
  });
});
