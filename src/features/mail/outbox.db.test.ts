// The order emails enter the outbox with their event, against a real PostgreSQL (both test
// databases): an order placed has its email the moment it commits and never without it; a refused
// or rolled-back one has none; a replay adds none; staff moving an order writes the shipping (with
// carrier and tracking number), completion and cancellation emails. Without SMTP_URL the email is
// kept as an .eml file under DATA_DIR/mail and marked kept.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { plainProductInStock } from '../../../tests/integration/fixtures';
import { mailOutbox, orders } from '@/db/schema';
import { placeOrder } from '@/features/checkout/service';
import { moveOrder } from '@/features/orders/fulfilment';
import { enqueueOrderMail } from './order-mail';
import { mailData } from './model';
import { transportFromEnv } from './transport';
import { sendDueMail } from './worker';

vi.mock('server-only', () => ({}));

const staff = { id: null, email: 'outbox-test@axle.example' };
const address = {
  firstName: 'Rania',
  lastName: 'Haddad',
  company: '',
  country: 'AE',
  address1: 'Villa 12, Street 5',
  address2: '',
  city: 'Dubai',
  state: '',
  postcode: '00000',
  email: 'Rania.Haddad@example.com',
  phone: '+971 4 555 0100',
};

describeEachDatabase('emails written with their order', (database) => {
  let productId = 0;
  const order = async (extra: Record<string, unknown> = {}) => {
    const r = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 1 }],
        billingAddress: address,
        payment: 'bank',
        acceptTerms: true,
        locale: 'ar',
        currency: 'EUR',
        ...extra,
      },
      null,
      database(),
    );
    if (!r.ok) throw new Error(`checkout refused: ${r.code}`);
    return r.order.number;
  };
  const emailsOf = (number: string) =>
    database()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.key, `%:${number}`));

  beforeAll(async () => {
    productId = await plainProductInStock(database(), 60, 500);
  });

  it('writes the order-placed email to the billing address, in the order’s language and currency, as the order commits', async () => {
    const number = await order();
    const [email, ...more] = await emailsOf(number);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      kind: 'order-placed',
      key: `order-placed:${number}`,
      recipient: address.email,
      locale: 'ar',
      status: 'pending',
      attempts: 0,
    });
    const data = mailData('order-placed', email!.data);
    expect(data).toMatchObject({
      number,
      payment: 'bank',
      currency: { code: 'EUR', symbol: '€' },
      billingAddress: { firstName: 'Rania', country: { en: 'United Arab Emirates' } },
    });
    expect(data!.items).toHaveLength(1);
    // Paid by bank transfer: the shop's account as set when the order was placed.
    expect(data!.bank).toMatchObject({ accountNumber: expect.stringMatching(/\d/), bankName: expect.any(String) });
  });

  it('writes no email for an order the shop refused, and only one when the same order is sent twice', async () => {
    const before = (
      await database()
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
    )[0]!.n;
    const refused = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 100_000 }],
        billingAddress: address,
        payment: 'bank',
        acceptTerms: true,
        locale: 'en',
      },
      null,
      database(),
    );
    expect(refused.ok).toBe(false);
    const body = {
      idempotencyKey: randomUUID(),
      items: [{ productId, quantity: 1 }],
      billingAddress: address,
      payment: 'cash',
      acceptTerms: true,
      locale: 'en',
    };
    const [first, again] = [await placeOrder(body, null, database()), await placeOrder(body, null, database())];
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(
      (
        await database()
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
      )[0]!.n,
    ).toBe(before + 1);
    if (first.ok) expect(await emailsOf(first.order.number)).toHaveLength(1);
  });

  it('leaves no email behind when the transaction that wrote it rolls back', async () => {
    const number = await order();
    const [{ id }] = await database().select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    await expect(
      database().transaction(async (tx) => {
        expect(await enqueueOrderMail(tx, id, 'order-completed')).toBe(true);
        throw new Error('the order change failed after the email was written');
      }),
    ).rejects.toThrow('failed after');
    expect((await emailsOf(number)).map((e) => e.kind)).toEqual(['order-placed']);
  });

  it('writes the shipping notice with carrier and tracking number, then the completion, when staff move the order', async () => {
    const number = await order();
    await moveOrder(number, { to: 'SHIPPED', carrier: 'Aramex', trackingNumber: '35880011223' }, staff, database());
    await moveOrder(number, { to: 'COMPLETED' }, staff, database());
    const emails = await emailsOf(number);
    expect(emails.map((e) => e.kind).sort()).toEqual(['order-completed', 'order-placed', 'order-shipped']);
    const shipped = emails.find((e) => e.kind === 'order-shipped')!;
    expect(mailData('order-shipped', shipped.data)?.shipment).toEqual({ carrier: 'Aramex', trackingNumber: '35880011223' });
    // A refused move writes nothing.
    expect(await moveOrder(number, { to: 'CANCELLED' }, staff, database())).toMatchObject({ ok: false });
    expect(await emailsOf(number)).toHaveLength(3);
  });

  it('writes the cancellation email when staff cancel the order', async () => {
    const number = await order();
    await moveOrder(number, { to: 'CANCELLED' }, staff, database());
    expect((await emailsOf(number)).map((e) => e.kind).sort()).toEqual(['order-cancelled', 'order-placed']);
  });

  describe('without SMTP_URL', () => {
    let dataDir = '';
    const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'axle-mail-'));
      process.env.DATA_DIR = dataDir;
      delete process.env.SMTP_URL;
    });
    afterAll(async () => {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps each email as an .eml file in DATA_DIR/mail, marked kept, never lost or dropped', async () => {
      // Emails other suites left waiting are parked, so this round sends this suite's alone.
      await database().execute(sql`UPDATE mail_outbox SET status = 'failed', last_error = 'parked by a test' WHERE status = 'pending'`);
      const number = await order();
      const round = await sendDueMail({
        database: database(),
        transport: transportFromEnv(),
        origin: 'https://shop.example',
        log: () => {},
      });
      expect(round).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      const [email] = await emailsOf(number);
      expect(email).toMatchObject({ status: 'kept', attempts: 1, lastError: null });
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files).toEqual([email!.sentAs]);
      const eml = await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
      expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(eml).toContain(`To: ${address.email}`);
      expect(eml).toContain(`Message-ID: <outbox-${email!.id}@shop.example>`);
    });
  });
});
