// Fast multi-row inserts: one statement per batch, one array parameter per column (unnest).
import type pg from 'pg';

export type Column = { name: string; type: string };

const BATCH = 5000;
const NATIVE = new Set(['int', 'integer', 'smallint', 'bigint', 'boolean', 'numeric', 'timestamptz', 'text', 'char']);

/** Postgres array literal for a text[] cell, so text[] columns can travel through unnest. */
const pgArray = (items: readonly string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

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
        if (c.type === 'text[]') return pgArray(v as string[]);
        return v;
      }),
    );
    // Enums, jsonb and text[] travel as text and are cast back per row.
    const carrier = (t: string) => (NATIVE.has(t) ? t : 'text');
    const select = columns.map((c, ci) => (carrier(c.type) !== c.type ? `c${ci}::${c.type}` : `c${ci}`)).join(', ');
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

/**
 * For a bulk load: drops the secondary indexes (not primary keys or unique ones, which keep
 * ON CONFLICT and the option read-back working) and the foreign keys of `tables`, and returns the
 * function that puts them back. Building an index once over a million rows is far cheaper than
 * updating it row by row (a trigram GIN index most of all), and checking a foreign key once per
 * table is cheaper than once per row. The definitions are read from the database, so indexes that
 * later migrations add are covered. Run both halves in one transaction: interrupted, nothing is lost.
 */
export async function deferIndexes(
  client: pg.PoolClient,
  tables: readonly string[],
): Promise<() => Promise<{ indexes: number; foreignKeys: number }>> {
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = ANY($1) AND NOT i.indisunique AND NOT i.indisprimary
     ORDER BY t.relname, c.relname`,
    [tables],
  );
  const { rows: keys } = await client.query<{ table: string; name: string; def: string }>(
    `SELECT t.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS def
     FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND k.contype = 'f' AND t.relname = ANY($1)
     ORDER BY t.relname, k.conname`,
    [tables],
  );
  for (const k of keys) await client.query(`ALTER TABLE "${k.table}" DROP CONSTRAINT "${k.name}"`);
  for (const i of indexes) await client.query(`DROP INDEX "${i.name}"`);
  return async () => {
    // Index builds sort in memory when they can.
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const i of indexes) await client.query(i.def);
    for (const k of keys) await client.query(`ALTER TABLE "${k.table}" ADD CONSTRAINT "${k.name}" ${k.def}`);
    return { indexes: indexes.length, foreignKeys: keys.length };
  };
}
