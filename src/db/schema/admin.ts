import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every change staff make, with the state before and after (features/admin/audit.ts). Rows are only
 * ever inserted; the actor's email is copied so the log still reads after the account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'order.ship', 'product.update', 'settings.update'. */
    action: text('action').notNull(),
    /** What it was done to: 'order', 'product', 'settings', 'staff', 'message'. */
    entity: text('entity').notNull(),
    /** The thing's key as text (order number, product id, setting key, email). */
    entityKey: text('entity_key').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id), index('audit_log_entity_idx').on(t.entity, t.entityKey, t.createdAt)],
);

/**
 * The owner's settings (features/settings): one row per key, the value validated by that key's
 * schema in code. A key without a row has its default from code, so a new setting needs no migration.
 */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
