// The vehicle and fit each order line keeps (issue 23), against a real PostgreSQL (embedded, and the
// external server when DATABASE_URL is set): decided by the server when the order is placed, a part
// that does not fit ordered only when the shopper confirms it, and the copy unchanged by later edits.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { checkoutRequest } from '../../../tests/integration/fixtures';
import type { Database } from '@/db/client';
import { mailOutbox, orderItems, products } from '@/db/schema';
import { MAX_ROW_ID } from '@/db/row-id';
import { orderByToken } from '@/features/orders/queries';
import { vehicleLabel } from '@/features/vehicles/model';
import { lineFits } from '@/features/cart/fit-queries';
import { placeOrder } from './service';

vi.mock('server-only', () => ({}));

const request = checkoutRequest;

type Vehicle = { id: number; year: number; make: string; model: string; engine: string };
type Listed = { product: number; vehicle: Vehicle; position: string | null; quantity: number | null };

describeEachDatabase('the vehicle and fit an order line keeps', (database) => {
  /** A part listed for `vehicle` with a position (fits with conditions). */
  let conditional: Listed;
  /** A part listed for `vehicle` without qualifiers (fits), and a vehicle it is not listed for. */
  let plain: Listed;
  let other: Vehicle;
  let universal: number;
  let unknown: number;

  beforeAll(async () => {
    const d = database();
    // In-stock parts without options and with stock to spare, so only the fit decides.
    const listed = async (qualified: boolean) => {
      const { rows } = await d.execute<{
        product: number;
        id: number;
        year: number;
        make: string;
        model: string;
        engine: string;
        position: string | null;
        quantity: number | null;
      }>(sql`
        SELECT p.id AS product, v.id, v.year, v.make, v.model, v.engine, f.position, f.quantity
          FROM products p JOIN product_fitment f ON f.product_id = p.id JOIN vehicles v ON v.id = f.vehicle_id
         WHERE p.compatibility = 'list' AND p.stock_status = 'in-stock' AND p.stock >= 20 AND p.visibility = 'published'
           AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
           AND (f.position IS NOT NULL) = ${qualified}
         ORDER BY p.id DESC, v.id LIMIT 1`);
      const r = rows[0]!;
      return {
        product: r.product,
        vehicle: { id: r.id, year: r.year, make: r.make, model: r.model, engine: r.engine },
        position: r.position,
        quantity: r.quantity,
      };
    };
    conditional = await listed(true);
    plain = await listed(false);
    const { rows: others } = await d.execute<Vehicle>(sql`
      SELECT v.id, v.year, v.make, v.model, v.engine FROM vehicles v
       WHERE NOT EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = ${plain.product} AND f.vehicle_id = v.id)
       ORDER BY v.id LIMIT 1`);
    other = others[0]!;
    const byCompatibility = async (c: string) =>
      (
        await d.execute<{ id: number }>(sql`
          SELECT p.id FROM products p WHERE p.compatibility = ${c} AND p.stock_status = 'in-stock' AND p.stock >= 20 AND p.visibility = 'published'
             AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY p.id DESC LIMIT 1`)
      ).rows[0]!.id;
    universal = await byCompatibility('all');
    unknown = await byCompatibility('unknown');
  });

  const linesOf = (orderId: number) =>
    database()
      .select({
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        vehicleId: orderItems.vehicleId,
        vehicleLabel: orderItems.vehicleLabel,
        fit: orderItems.fit,
        fitQualifiers: orderItems.fitQualifiers,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);

  it('tells each cart line its fit in one read: fits, with conditions, does not fit, unknown, universal', async () => {
    const fits = await lineFits(
      [
        { productId: plain.product, vehicleId: plain.vehicle.id },
        { productId: conditional.product, vehicleId: conditional.vehicle.id },
        { productId: plain.product, vehicleId: other.id },
        { productId: plain.product, vehicleId: null },
        { productId: unknown, vehicleId: other.id },
        { productId: universal, vehicleId: null },
        { productId: plain.product, vehicleId: MAX_ROW_ID },
      ],
      database(),
    );
    expect(fits.get(`${plain.product}.${plain.vehicle.id}`)).toMatchObject({
      fit: 'fits',
      vehicle: { label: vehicleLabel(plain.vehicle) },
    });
    expect(fits.get(`${conditional.product}.${conditional.vehicle.id}`)).toMatchObject({
      fit: 'fits-with-conditions',
      qualifiers: { position: conditional.position, quantity: conditional.quantity, notes: null },
    });
    expect(fits.get(`${plain.product}.${other.id}`)?.fit).toBe('does-not-fit');
    expect(fits.get(`${plain.product}.0`)).toMatchObject({ fit: 'unknown', vehicle: null });
    expect(fits.get(`${unknown}.${other.id}`)?.fit).toBe('unknown');
    expect(fits.get(`${universal}.0`)?.fit).toBe('universal');
    // A vehicle the shop does not know is no vehicle.
    expect(fits.get(`${plain.product}.${MAX_ROW_ID}`)).toMatchObject({ fit: 'unknown', vehicle: null });
  });

  it('keeps on each line the vehicle and the fit the server decided, whatever the client claims', async () => {
    const result = await placeOrder(
      request([
        {
          productId: conditional.product,
          options: [],
          quantity: 1,
          vehicleId: conditional.vehicle.id,
          fit: 'fits',
          vehicleLabel: 'Claimed',
        },
        { productId: plain.product, options: [], quantity: 1, vehicleId: plain.vehicle.id },
        { productId: universal, options: [], quantity: 1 },
      ]),
      null,
      database(),
    );
    if (!result.ok) throw new Error(result.code);
    expect(await linesOf(result.order.id)).toEqual([
      {
        productId: conditional.product,
        quantity: 1,
        vehicleId: conditional.vehicle.id,
        vehicleLabel: vehicleLabel(conditional.vehicle),
        fit: 'fits-with-conditions',
        fitQualifiers: { position: conditional.position, quantity: conditional.quantity, notes: null },
      },
      {
        productId: plain.product,
        quantity: 1,
        vehicleId: plain.vehicle.id,
        vehicleLabel: vehicleLabel(plain.vehicle),
        fit: 'fits',
        fitQualifiers: null,
      },
      { productId: universal, quantity: 1, vehicleId: null, vehicleLabel: null, fit: 'universal', fitQualifiers: null },
    ]);
    // The order pages and the order email read the same copy.
    const view = await orderByToken(result.order.token, database());
    expect(view!.items.map((i) => [i.vehicleLabel, i.fit])).toEqual([
      [vehicleLabel(conditional.vehicle), 'fits-with-conditions'],
      [vehicleLabel(plain.vehicle), 'fits'],
      [null, 'universal'],
    ]);
    const [mail] = await database()
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `order-placed:${result.order.number}`));
    expect((mail!.data as { items: { fit?: unknown }[] }).items.map((i) => i.fit)).toEqual([
      {
        vehicle: vehicleLabel(conditional.vehicle),
        fit: 'fits-with-conditions',
        qualifiers: { position: conditional.position, quantity: conditional.quantity, notes: null },
      },
      { vehicle: vehicleLabel(plain.vehicle), fit: 'fits', qualifiers: null },
      { vehicle: null, fit: 'universal', qualifiers: null },
    ]);
  });

  it('refuses a part that does not fit its vehicle until the shopper confirms, then keeps "does not fit"', async () => {
    const [before] = await database().select({ stock: products.stock }).from(products).where(eq(products.id, plain.product));
    const items = [
      { productId: universal, options: [], quantity: 1 },
      { productId: plain.product, options: [], quantity: 1, vehicleId: other.id },
    ];
    const refused = await placeOrder(request(items), null, database());
    expect(refused).toMatchObject({ ok: false, status: 409, code: 'ERROR_CHECKOUT_PART_DOES_NOT_FIT', param: 'items.1.vehicleId' });
    const [after] = await database().select({ stock: products.stock }).from(products).where(eq(products.id, plain.product));
    expect(after!.stock).toBe(before!.stock);

    const placed = await placeOrder(request(items, { acceptMisfits: true }), null, database());
    if (!placed.ok) throw new Error(placed.code);
    expect((await linesOf(placed.order.id)).map((l) => [l.vehicleLabel, l.fit])).toEqual([
      [null, 'universal'],
      [vehicleLabel(other), 'does-not-fit'],
    ]);
  });

  it('orders the same part for two vehicles as two lines, each with its own fit', async () => {
    const placed = await placeOrder(
      request(
        [
          { productId: plain.product, options: [], quantity: 1, vehicleId: plain.vehicle.id },
          { productId: plain.product, options: [], quantity: 2, vehicleId: other.id },
        ],
        { acceptMisfits: true },
      ),
      null,
      database(),
    );
    if (!placed.ok) throw new Error(placed.code);
    expect((await linesOf(placed.order.id)).map((l) => [l.vehicleId, l.quantity, l.fit])).toEqual([
      [plain.vehicle.id, 1, 'fits'],
      [other.id, 2, 'does-not-fit'],
    ]);
  });

  it('treats a vehicle the shop does not know as no vehicle, and refuses one that is not an id', async () => {
    const placed = await placeOrder(
      request([{ productId: plain.product, options: [], quantity: 1, vehicleId: MAX_ROW_ID }]),
      null,
      database(),
    );
    if (!placed.ok) throw new Error(placed.code);
    expect(await linesOf(placed.order.id)).toMatchObject([{ vehicleId: null, vehicleLabel: null, fit: 'unknown', fitQualifiers: null }]);
    for (const vehicleId of [-1, 0, 1.5, 'civic', MAX_ROW_ID + 1]) {
      const bad = await placeOrder(request([{ productId: plain.product, options: [], quantity: 1, vehicleId }]), null, database());
      expect(bad).toMatchObject({ ok: false, status: 400, code: 'ERROR_CHECKOUT_INVALID_REQUEST', param: 'items.0.vehicleId' });
    }
  });

  it('keeps the vehicle as it was named when the catalogue renames it later', async () => {
    const placed = await placeOrder(
      request([{ productId: plain.product, options: [], quantity: 1, vehicleId: plain.vehicle.id }]),
      null,
      database(),
    );
    if (!placed.ok) throw new Error(placed.code);
    // Renamed and named back inside one transaction, so other suites never see the new name.
    const view = await database().transaction(async (tx) => {
      await tx.execute(sql`UPDATE vehicles SET engine = engine || ' Hybrid' WHERE id = ${plain.vehicle.id}`);
      const read = await orderByToken(placed.order.token, tx as unknown as Database);
      await tx.execute(sql`UPDATE vehicles SET engine = ${plain.vehicle.engine} WHERE id = ${plain.vehicle.id}`);
      return read;
    });
    expect(view!.items[0]!.vehicleLabel).toBe(vehicleLabel(plain.vehicle));
  });
});
