import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './accounts';

/** One row per year, make, model and engine: the unit a part fits. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    makeSlug: text('make_slug').notNull(),
    model: text('model').notNull(),
    modelSlug: text('model_slug').notNull(),
    engine: text('engine').notNull(),
  },
  (t) => [
    uniqueIndex('vehicles_identity_uq').on(t.year, t.makeSlug, t.modelSlug, t.engine),
    index('vehicles_make_model_idx').on(t.makeSlug, t.modelSlug, t.year),
  ],
);

/** A product that fits a listed vehicle (products whose compatibility is 'list'). */
export const productFitment = pgTable(
  'product_fitment',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: text('position', { enum: ['front', 'rear', 'left', 'right'] }),
    quantity: smallint('quantity'),
    notes: text('notes'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.vehicleId] }), index('product_fitment_vehicle_idx').on(t.vehicleId, t.productId)],
);

/** A signed-in shopper's garage. */
export const userVehicles = pgTable(
  'user_vehicles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vehicleId] }), index('user_vehicles_vehicle_idx').on(t.vehicleId)],
);
