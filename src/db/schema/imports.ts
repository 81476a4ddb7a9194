import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** PostgreSQL's binary string; node-postgres hands it over as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A catalogue file staff uploaded in the admin (features/admin/import): its options, where its dry
 * run and its apply stand, and their reports. Any app instance can run either step, since the file
 * itself is in the database (catalog_import_chunks); `updated_at` is the running step's heartbeat.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'products' | 'fitment' | 'xref' (features/catalog-import/model.ts). */
    kind: text('kind', { enum: ['products', 'fitment', 'xref'] }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    status: text('status', { enum: ['uploaded', 'checking', 'checked', 'applying', 'applied', 'failed'] })
      .notNull()
      .default('uploaded'),
    strict: boolean('strict').notNull().default(false),
    hideMissing: boolean('hide_missing').notNull().default(false),
    /** Data rows read so far by the running step (its progress). */
    rowsRead: integer('rows_read').notNull().default(0),
    /** The dry run's ImportReport. */
    report: jsonb('report').$type<unknown>(),
    /** The apply's ImportReport. */
    appliedReport: jsonb('applied_report').$type<unknown>(),
    /** Why it failed: a message id. */
    error: text('error'),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    appliedById: text('applied_by_id').references(() => users.id, { onDelete: 'set null' }),
    appliedByEmail: text('applied_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched by the running step every few seconds: older than a couple of minutes means its process died. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalog_imports_created_idx').on(t.createdAt, t.id),
    index('catalog_imports_created_by_idx').on(t.createdById),
    index('catalog_imports_applied_by_idx').on(t.appliedById),
  ],
);

/** An uploaded file in pieces of about a megabyte, in order (`seq` from 0). */
export const catalogImportChunks = pgTable(
  'catalog_import_chunks',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
