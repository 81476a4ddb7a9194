// SQL the three engines share: rows refused after loading, the category counts, whether a write is a
// bulk load. A product's search text is src/db/search-text.ts.
import type pg from 'pg';
import { isBulkLoad, MAX_REPORTED_REJECTIONS, type RejectReason } from './model';
import type { ImportContext } from './engine';

/**
 * Refuses the staged rows `select` returns (line, column, reason, value): each line counted once,
 * the first ones listed, and all of them taken out of `table` before the merge.
 */
export async function fromRejections(ctx: ImportContext, table: string, select: string): Promise<void> {
  const { client, report } = ctx;
  await client.query(`CREATE TEMP TABLE import_refused ON COMMIT DROP AS ${select}`);
  const {
    rows: [count],
  } = await client.query<{ lines: number }>('SELECT count(DISTINCT line)::int AS lines FROM import_refused');
  if (count!.lines > 0) {
    report.rejected += count!.lines;
    const room = Math.max(0, MAX_REPORTED_REJECTIONS - report.rejections.length);
    const { rows } = await client.query<{ line: number; column: string; reason: RejectReason; value: string | null }>(
      `SELECT line, "column", reason, left(value, 200) AS value FROM import_refused ORDER BY line LIMIT $1`,
      [room],
    );
    report.rejections.push(
      ...rows.map((r) => ({ line: r.line, column: r.column, reason: r.reason, ...(r.value === null ? {} : { value: r.value }) })),
    );
    await client.query(`DELETE FROM ${table} WHERE line IN (SELECT line FROM import_refused)`);
  }
  await client.query('DROP TABLE import_refused');
}

/** Each shop category's count of published products (menus and suggestions show it); only counts that moved are written. */
export async function recountCategories(client: pg.PoolClient): Promise<void> {
  await client.query(`
    UPDATE categories c SET items_count = coalesce(x.n, 0)
      FROM categories c2 LEFT JOIN (
        SELECT pc.category_id, count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
         WHERE p.visibility = 'published' GROUP BY pc.category_id) x ON x.category_id = c2.id
     WHERE c.id = c2.id AND c.type = 'shop' AND c.items_count IS DISTINCT FROM coalesce(x.n, 0)`);
}

/**
 * `tables` when writing `rows` products is a bulk load (model.ts isBulkLoad) of the catalogue, which
 * the write grows by `added` products; otherwise none.
 */
export async function bulkLoadTables(
  ctx: ImportContext,
  rows: number,
  added: number,
  tables: readonly string[],
): Promise<readonly string[]> {
  const minRows = ctx.request.bulkLoadMinRows;
  if (!isBulkLoad(rows, rows, minRows)) return [];
  const { rows: counted } = await ctx.client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return isBulkLoad(rows, counted[0]!.n + added, minRows) ? tables : [];
}
