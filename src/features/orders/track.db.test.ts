// Track order against a real PostgreSQL: rate-limited per address and per email, the same answer for
// a wrong number and a wrong email.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { TRACK_ORDER_LIMITS } from './model';
import { trackedOrder } from './track';

vi.mock('server-only', () => ({}));

const address = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describeEachDatabase('tracking an order', (database) => {
  it('finds an order by its number and billing email, and answers a wrong number and a wrong email alike', async () => {
    const [order] = (await database().execute<{ number: string; email: string }>(sql`SELECT number, email FROM orders ORDER BY id LIMIT 1`))
      .rows;
    expect(order).toBeTruthy();
    expect(await trackedOrder(order!.number, order!.email.toUpperCase(), address(), database())).toMatchObject({ number: order!.number });
    expect(await trackedOrder(order!.number, `someone-${randomUUID()}@example.com`, address(), database())).toBeNull();
    expect(await trackedOrder('AX-999999999', order!.email, address(), database())).toBeNull();
  });

  it('stops one address walking through order numbers', async () => {
    const from = address();
    const answers = [];
    for (let i = 0; i <= TRACK_ORDER_LIMITS.address.max; i++)
      answers.push(await trackedOrder(`AX-${100001 + i}`, `walker-${i}-${randomUUID()}@example.com`, from, database()));
    expect(answers.slice(0, -1).every((a) => a === null)).toBe(true);
    expect(answers.at(-1)).toBe('limited');
  });

  it('stops many addresses trying the orders of one email', async () => {
    const email = `target-${randomUUID()}@example.com`;
    const answers = [];
    for (let i = 0; i <= TRACK_ORDER_LIMITS.email.max; i++)
      answers.push(await trackedOrder(`AX-${100001 + i}`, email, address(), database()));
    expect(answers.at(-1)).toBe('limited');
  });
});
