// Sending the outbox through a real SMTP server started by the test, against a real PostgreSQL (both
// test databases): the order email arrives once with the right content; a worker that died while
// claiming, or after claiming and before sending, leaves its emails to be sent later; two workers
// at once send each email exactly once; a failing server is retried with growing waits and the
// email goes once it recovers; a row that cannot be rendered fails at once, visible to staff.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { plainProductInStock } from '../../../tests/integration/fixtures';
import { decodedHeader, header, part, startSmtp, type TestSmtp } from '../../../tests/integration/smtp';
import { openDatabase } from '@/db/client';
import { mailOutbox } from '@/db/schema';
import { placeOrder } from '@/features/checkout/service';
import { formatPrice } from '@/i18n/currency';
import { enqueueMail, claimDueMail } from './outbox';
import { mailData } from './model';
import { smtpTransport } from './transport';
import { sendDueMail, type MailWorkerOptions } from './worker';

vi.mock('server-only', () => ({}));

const address = {
  firstName: 'Ivan',
  lastName: 'Petrov',
  company: '',
  country: 'RU',
  address1: 'Tverskaya 1',
  address2: '',
  city: 'Moscow',
  state: '',
  postcode: '125009',
  email: 'ivan.petrov@example.com',
  phone: '+7 495 000 0000',
};
const quiet = () => {};

describeEachDatabase('sending the outbox', (database, url) => {
  let smtp: TestSmtp;
  let productId = 0;
  let options: MailWorkerOptions;

  const order = async (locale = 'ru') => {
    const r = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 2 }],
        billingAddress: address,
        payment: 'bank',
        acceptTerms: true,
        locale,
        currency: 'RUB',
      },
      null,
      database(),
    );
    if (!r.ok) throw new Error(`checkout refused: ${r.code}`);
    return r.order;
  };
  const emailOf = async (number: string) =>
    (
      await database()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `order-placed:${number}`))
    )[0]!;
  const messagesFor = (number: string) => smtp.received.filter((m) => decodedHeader(m.raw, 'Subject')?.includes(number));
  /** Rounds until nothing is due, as the worker's loop does. */
  const drain = async (o: MailWorkerOptions) => {
    for (let i = 0; i < 50; i++) if ((await sendDueMail(o)).claimed === 0) return;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    options = { database: database(), transport: smtpTransport(smtp.url), origin: 'https://shop.example', log: quiet };
    productId = await plainProductInStock(database(), 80, 5000);
  });
  afterAll(() => smtp.close());

  beforeEach(async () => {
    // Emails other suites left waiting are parked, so each round here sends this suite's alone.
    await database().execute(sql`UPDATE mail_outbox SET status = 'failed', last_error = 'parked by a test' WHERE status = 'pending'`);
    smtp.failing = false;
  });

  it('delivers the order email once, to the billing address, in the shopper’s language with the order’s prices and link', async () => {
    const placed = await order('ru');
    await drain(options);
    await drain(options);
    const [message, ...more] = messagesFor(placed.number);
    expect(more).toEqual([]);
    expect(message!.to).toEqual([address.email]);
    expect(decodedHeader(message!.raw, 'Subject')).toBe(`Мы получили ваш заказ ${placed.number}`);
    expect(header(message!.raw, 'Message-ID')).toBe(`<outbox-${(await emailOf(placed.number)).id}@shop.example>`);
    const html = part(message!.raw, 'text/html')!;
    const text = part(message!.raw, 'text/plain')!;
    const data = mailData('order-placed', (await emailOf(placed.number)).data)!;
    expect(html).toContain('lang="ru"');
    expect(html).toContain(`https://shop.example/ru/cart/checkout/${placed.token}`);
    expect(text).toContain(formatPrice(placed.total, data.currency));
    expect(text).toContain(data.items[0]!.name.ru ?? data.items[0]!.name.en);
    expect(text).toContain('Банковский перевод');
    expect(await emailOf(placed.number)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('sends later what a worker claimed and then lost: a claim rolled back with its dropped connection, or a claim whose worker died before sending', async () => {
    const first = await order();
    // A worker is in the middle of its claim when its connection drops.
    const dying = new pg.Client({ connectionString: url });
    await dying.connect();
    dying.on('error', quiet);
    await dying.query('BEGIN');
    await dying.query(`SELECT id FROM mail_outbox WHERE status = 'pending' FOR UPDATE SKIP LOCKED`);
    expect((await sendDueMail(options)).claimed).toBe(0); // locked by the claimer: skipped, not waited for
    (dying as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await sleep(200);
    await drain(options);
    expect(messagesFor(first.number)).toHaveLength(1);

    // Another claimed its email (a one-second lease) and died before sending it.
    const second = await order();
    expect(await claimDueMail(database(), 10, 1000)).toHaveLength(1);
    expect((await sendDueMail(options)).claimed).toBe(0); // still the dead worker's
    await sleep(1100);
    await drain(options);
    expect(messagesFor(second.number)).toHaveLength(1);
    expect(await emailOf(second.number)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each email exactly once when two workers run at the same time', async () => {
    const placed = await order();
    const template = (await emailOf(placed.number)).data;
    const keys = Array.from({ length: 40 }, () => `order-placed:TEST-${randomUUID()}`);
    for (const key of keys)
      await enqueueMail(database(), {
        kind: 'order-placed',
        key,
        recipient: `two-workers-${key.slice(-12)}@example.com`,
        locale: 'en',
        data: template,
      });
    // Two processes: each its own pool and its own SMTP connection.
    const other = openDatabase(`${url}${url.includes('?') ? '&' : '?'}application_name=second-worker`, 2);
    const started = Date.now();
    await Promise.all([
      drain({ ...options, batchSize: 3 }),
      drain({ ...options, database: other, transport: smtpTransport(smtp.url), batchSize: 3 }),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const rows = await database().select().from(mailOutbox).where(inArray(mailOutbox.key, keys));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const ids = smtp.received.map((m) => header(m.raw, 'Message-ID'));
    for (const r of rows)
      expect(
        ids.filter((id) => id === `<outbox-${r.id}@shop.example>`),
        `email ${r.id}`,
      ).toHaveLength(1);
    console.info(
      `[mail] two workers sent ${rows.length + 1} emails in ${seconds.toFixed(2)} s (${((rows.length + 1) / seconds).toFixed(0)} per second)`,
    );
  });

  it('retries a failing SMTP server with growing waits, and the email goes once the server is back', async () => {
    smtp.failing = true;
    const retrying = { ...options, retry: { baseMs: 400, capMs: 60_000, maxAttempts: 5 } };
    const placed = await order();
    expect(await sendDueMail(retrying)).toMatchObject({ claimed: 1, failed: 1 });
    const failedOnce = await emailOf(placed.number);
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    expect(failedOnce.lastError).not.toContain(address.email);
    expect((await sendDueMail(retrying)).claimed).toBe(0); // waiting out the backoff
    await sleep(450);
    expect(await sendDueMail(retrying)).toMatchObject({ claimed: 1, failed: 1 });
    const failedTwice = await emailOf(placed.number);
    // The second wait is about twice the first (less up to a tenth).
    const wait = failedTwice.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(400);
    smtp.failing = false;
    await sleep(wait + 100);
    await drain(retrying);
    expect(messagesFor(placed.number)).toHaveLength(1);
    expect(await emailOf(placed.number)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('gives up after the last attempt and shows the email as failed; an email that cannot be rendered fails at once', async () => {
    smtp.failing = true;
    const placed = await order();
    const once = { ...options, retry: { baseMs: 10, capMs: 10, maxAttempts: 2 } };
    await sendDueMail(once);
    await sleep(50);
    await sendDueMail(once);
    expect(await emailOf(placed.number)).toMatchObject({ status: 'failed', attempts: 2 });
    smtp.failing = false;

    await enqueueMail(database(), {
      kind: 'order-placed',
      key: `order-placed:BROKEN-${randomUUID()}`,
      recipient: 'broken@example.com',
      locale: 'en',
      data: { number: 'X' },
    });
    expect(await sendDueMail(options)).toMatchObject({ claimed: 1, failed: 1 });
    const [broken] = await database().select().from(mailOutbox).where(like(mailOutbox.key, 'order-placed:BROKEN-%'));
    expect(broken).toMatchObject({ status: 'failed', lastError: 'The email data cannot be rendered.' });
  });
});
