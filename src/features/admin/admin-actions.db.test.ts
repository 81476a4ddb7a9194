// Every admin server action as the people who might call it, against a real PostgreSQL: an admin
// (works), staff (works where their role allows), a shopper and a visitor (nothing changes). The
// session is the one thing stood in for: `getCurrentUser` answers the account under test, as the
// session cookie would; the role check, the action and the database are the real ones.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, contactMessages, orders, users } from '@/db/schema';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, refresh: () => {} }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (id: string) => id }));
const session = vi.hoisted(() => ({
  user: null as { id: string; email: string; firstName: string; lastName: string; phone: null } | null,
}));
vi.mock('@/features/account/session', () => ({ getCurrentUser: async () => session.user }));
// The actions use the app's database client: point it at the database under test.
const target = vi.hoisted(() => ({ url: '' }));
vi.mock('@/db/client', async (original) => {
  const real = await original<typeof import('@/db/client')>();
  return { ...real, db: () => real.openDatabase(target.url, 4) };
});

const { updateOrder } = await import('./orders/actions');
const { setMessageRead } = await import('./inbox/actions');
const { saveShipping } = await import('@/features/settings/actions');

type Who = 'admin' | 'staff' | 'shopper' | 'visitor';
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describeEachDatabase('admin actions by who calls them', (database, url) => {
  const people = {} as Record<Exclude<Who, 'visitor'>, { id: string; email: string }>;
  const as = (who: Who) => {
    target.url = url;
    session.user = who === 'visitor' ? null : { ...people[who], firstName: '', lastName: '', phone: null };
  };
  /** A pending order of its own for each attempt. */
  const pendingOrder = async () => {
    const id = Number(
      (await database().execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`)).rows[0]!.id,
    );
    const number = `AX-${100000 + id}`;
    const address = {
      firstName: 'A',
      lastName: 'B',
      company: '',
      country: 'US',
      address1: '1 Road',
      address2: '',
      city: 'Town',
      state: '',
      postcode: '1',
      email: 'a@example.com',
      phone: '1',
    };
    await database()
      .insert(orders)
      .values({
        id,
        number,
        token: randomUUID().replace(/-/g, ''),
        email: 'a@example.com',
        payment: 'bank',
        quantity: 1,
        subtotal: 100,
        shipping: 0,
        tax: 0,
        total: 100,
        amountDue: 100,
        billingAddress: address,
        shippingAddress: address,
      });
    return number;
  };
  const statusOf = async (number: string) =>
    (await database().select({ status: orders.status }).from(orders).where(eq(orders.number, number)))[0]!.status;

  beforeAll(async () => {
    for (const role of ['admin', 'staff', 'shopper'] as const) {
      const id = randomUUID();
      people[role] = { id, email: `${role}-${id.slice(0, 8)}@example.com` };
      await database()
        .insert(users)
        .values({ id, email: people[role].email, name: role, role: role === 'shopper' ? null : role });
    }
  });

  describe('shipping an order', () => {
    for (const who of ['admin', 'staff'] as const) {
      it(`works for ${who}`, async () => {
        const number = await pendingOrder();
        as(who);
        const state = await updateOrder({ status: 'idle' }, form({ number, intent: 'ship', carrier: 'DHL', trackingNumber: 'JD0001' }));
        expect(state.status).toBe('ok');
        expect(await statusOf(number)).toBe('SHIPPED');
        const [line] = await database().select().from(auditLog).where(eq(auditLog.entityKey, number));
        expect(line?.actorEmail).toBe(people[who].email);
      });
    }
    for (const who of ['shopper', 'visitor'] as const) {
      it(`changes nothing for a ${who}, who learns only "not found"`, async () => {
        const number = await pendingOrder();
        as(who);
        for (const intent of ['ship', 'cancel', 'note']) {
          const state = await updateOrder(
            { status: 'idle' },
            form({ number, intent, carrier: 'DHL', trackingNumber: 'JD0001', note: 'hi' }),
          );
          expect(state).toEqual({ status: 'error', message: 'ERROR_ADMIN_NOT_FOUND' });
        }
        expect(await statusOf(number)).toBe('PENDING');
        expect(await database().select().from(auditLog).where(eq(auditLog.entityKey, number))).toEqual([]);
      });
    }
  });

  describe('marking a contact message read', () => {
    const message = async () =>
      (
        await database()
          .insert(contactMessages)
          .values({ name: 'N', email: 'n@example.com', message: 'Hello' })
          .returning({ id: contactMessages.id })
      )[0]!.id;
    const readAt = async (id: number) =>
      (await database().select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)))[0]!.readAt;
    for (const who of ['admin', 'staff'] as const) {
      it(`works for ${who}`, async () => {
        const id = await message();
        as(who);
        await setMessageRead(form({ id: String(id), read: '1' }));
        expect(await readAt(id)).not.toBeNull();
      });
    }
    for (const who of ['shopper', 'visitor'] as const) {
      it(`changes nothing for a ${who}`, async () => {
        const id = await message();
        as(who);
        await setMessageRead(form({ id: String(id), read: '1' }));
        expect(await readAt(id)).toBeNull();
      });
    }
  });

  describe("changing the shop's shipping rate", () => {
    const stored = async () =>
      (await database().execute<{ value: unknown }>(sql`SELECT value FROM store_settings WHERE key = 'shipping'`)).rows[0]?.value ?? null;
    for (const who of ['staff', 'shopper', 'visitor'] as const) {
      it(`changes nothing for ${who === 'staff' ? 'staff (settings are the admin’s)' : `a ${who}`}`, async () => {
        const before = await stored();
        as(who);
        const state = await saveShipping({ status: 'idle' }, form({ price: '1.00', freeFrom: '50.00' }));
        expect(state).toMatchObject({ status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' });
        expect(await stored()).toEqual(before);
      });
    }
  });
});
