// The store owner's status moves (scripts/order.ts): PENDING → SHIPPED → COMPLETED, one step at a
// time (model.canMoveTo). No 'server-only' guard: the command runs outside Next.js.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orders } from '@/db/schema';
import { canMoveTo, normalizeOrderNumber, type OrderStatus } from './model';

export type MoveResult = { ok: true; number: string; from: OrderStatus; to: OrderStatus } | { ok: false; reason: 'not-found' | 'not-allowed'; number: string; from?: OrderStatus };

export async function moveOrder(rawNumber: string, to: OrderStatus, database: Database): Promise<MoveResult> {
  const number = normalizeOrderNumber(rawNumber) ?? rawNumber;
  const [order] = await database.select({ status: orders.status }).from(orders).where(eq(orders.number, number));
  if (!order) return { ok: false, reason: 'not-found', number };
  if (!canMoveTo(order.status, to)) return { ok: false, reason: 'not-allowed', number, from: order.status };
  // Guarded by the status read above, so two owners moving the same order at once cannot both succeed.
  const moved = await database
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.number, number), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  return moved.length ? { ok: true, number, from: order.status, to } : { ok: false, reason: 'not-allowed', number, from: order.status };
}
