// Fast multi-row inserts: one statement per batch, one array parameter per column (unnest).
import type pg from 'pg';

/** `sql` wraps the value in SQL, e.g. (v) => `search_fold(${v})`. */
export type Column = { name: string; type: string; sql?: (value: string) => string };

const BATCH = 5000;
const NATIVE = new Set(['int', 'integer', 'smallint', 'bigint', 'boolean', 'numeric', 'timestamptz', 'text', 'char']);

/** Postgres array literal for an array cell (text[], integer[]), so array columns can travel through unnest. */
const pgArray = (items: readonly unknown[]) =>
  `{${items
    .map(String)
    .map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`)
    .join(',')}}`;

export async function bulkInsert(
  client: pg.Pool | pg.PoolClient,
  table: string,
  columns: Column[],
  rows: unknown[][],
  conflict = 'ON CONFLICT DO NOTHING',
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const params = columns.map((c, ci) =>
      chunk.map((row) => {
        const v = row[ci];
        if (v === null || v === undefined) return null;
        if (c.type === 'jsonb') return JSON.stringify(v);
        if (c.type.endsWith('[]')) return pgArray(v as unknown[]);
        return v;
      }),
    );
    // Enums, jsonb and arrays travel as text and are cast back per row.
    const carrier = (t: string) => (NATIVE.has(t) ? t : 'text');
    const select = columns
      .map((c, ci) => (carrier(c.type) !== c.type ? `c${ci}::${c.type}` : `c${ci}`))
      .map((v, ci) => columns[ci]!.sql?.(v) ?? v)
      .join(', ');
    const sql =
      `INSERT INTO ${table} (${columns.map((c) => `"${c.name}"`).join(', ')}) ` +
      `SELECT ${select} FROM unnest(${columns.map((c, ci) => `$${ci + 1}::${carrier(c.type)}[]`).join(', ')}) ` +
      `AS u(${columns.map((_, ci) => `c${ci}`).join(', ')}) ${conflict}`;
    await client.query(sql, params);
  }
}

/** After inserting explicit ids, move the serial sequence past them. */
export async function syncSequence(client: pg.Pool | pg.PoolClient, table: string): Promise<void> {
  await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
}
