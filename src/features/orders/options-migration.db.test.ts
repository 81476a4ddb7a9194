// Integration: order lines saved before migration 0007 kept their options as texts in the order's
// language only; the migration's data step rewrites them to slugs with names in every language, so an
// old order reads in any language too. Its UPDATE is run again here on lines written the old way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { placeOrder } from '@/features/checkout/service';
import { orderByToken } from './queries';

vi.mock('server-only', () => ({}));

const MIGRATION = readFileSync(path.join(import.meta.dirname, '../../db/migrations/0007_tags-order-options.sql'), 'utf8');
/** The migration's data step: its one UPDATE of order_items. */
const rewrite = MIGRATION.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "order_items"'))!;

describeEachDatabase('order lines saved before options kept every language', (database) => {
  let product: {
    id: number;
    optionSlug: string;
    valueSlug: string;
    ru: { name: string; value: string };
    ar: { name: string; value: string };
  };

  beforeAll(async () => {
    const { rows } = await database().execute<{
      id: number;
      o: string;
      v: string;
      ru_name: string;
      ru_value: string;
      ar_name: string;
      ar_value: string;
    }>(sql`
      SELECT p.id, o.slug AS o, v.slug AS v, o.name->>'ru' AS ru_name, v.name->>'ru' AS ru_value, o.name->>'ar' AS ar_name, v.name->>'ar' AS ar_value
        FROM products p JOIN product_options o ON o.product_id = p.id JOIN product_option_values v ON v.option_id = o.id
       WHERE p.stock_status = 'in-stock' AND p.stock >= 20 AND (SELECT count(*) FROM product_options x WHERE x.product_id = p.id) = 1
       ORDER BY p.id DESC, v.position LIMIT 1`);
    const r = rows[0]!;
    product = {
      id: r.id,
      optionSlug: r.o,
      valueSlug: r.v,
      ru: { name: r.ru_name, value: r.ru_value },
      ar: { name: r.ar_name, value: r.ar_value },
    };
  });

  it("reads an old Russian order's options in Arabic after the migration, and keeps what it cannot match as it was", async () => {
    expect(rewrite).toBeTruthy();
    const placed = await placeOrder(
      {
        idempotencyKey: `options-migration-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        items: [
          {
            productId: product.id,
            options: [{ optionSlug: product.optionSlug, valueSlug: product.valueSlug, name: '', value: '' }],
            quantity: 1,
          },
        ],
        billingAddress: {
          firstName: 'Ada',
          lastName: 'L',
          company: '',
          country: 'GB',
          address1: '1 Main St',
          address2: '',
          city: 'London',
          state: '',
          postcode: 'SW1',
          email: 'ada@example.com',
          phone: '123',
        },
        payment: 'cash',
        acceptTerms: true,
        notes: '',
        locale: 'ru',
      },
      null,
      database(),
    );
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const token = placed.order.token;
    // Written the way checkout wrote lines before 0007: the names in the order's language only, and
    // a second line whose option the catalogue no longer has.
    await database()
      .execute(sql`UPDATE order_items SET options = ${JSON.stringify([{ name: product.ru.name, value: product.ru.value }])}::jsonb
      WHERE order_id = (SELECT id FROM orders WHERE token = ${token})`);
    await database()
      .execute(sql`INSERT INTO order_items (order_id, product_id, product_name, product_slug, sku, options, price, quantity, total)
      SELECT order_id, product_id, product_name, product_slug, sku, '[{"name":"Упразднённая опция","value":"Старое значение"}]', price, 1, price
        FROM order_items WHERE order_id = (SELECT id FROM orders WHERE token = ${token}) LIMIT 1`);

    await database().execute(sql.raw(rewrite));

    const order = await orderByToken(token, database());
    const [matched, gone] = order!.items.map((i) => i.options);
    expect(matched).toEqual([
      {
        optionSlug: product.optionSlug,
        valueSlug: product.valueSlug,
        name: expect.objectContaining({ ru: product.ru.name, ar: product.ar.name }),
        value: expect.objectContaining({ ru: product.ru.value, ar: product.ar.value }),
      },
    ]);
    expect(gone).toEqual([{ name: { en: 'Упразднённая опция' }, value: { en: 'Старое значение' } }]);
    // Running it again changes nothing.
    await database().execute(sql.raw(rewrite));
    expect((await orderByToken(token, database()))!.items.map((i) => i.options)).toEqual([matched, gone]);
  });
});
