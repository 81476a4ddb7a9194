// Bulk loads, shared by the seed and the catalogue import: a load that writes most of a table's rows
// builds its secondary indexes and checks its foreign keys once at the end instead of row by row.
import type pg from 'pg';

/**
 * For a bulk load: drops the secondary indexes (not primary keys or unique ones, which keep
 * ON CONFLICT and the option read-back working) and the foreign keys of `tables`, and returns the
 * function that puts them back. Building an index once over a million rows is far cheaper than
 * updating it row by row (a trigram GIN index most of all), and checking a foreign key once per
 * table is cheaper than once per row. The definitions are read from the database, so indexes that
 * later migrations add are covered. Run both halves in one transaction: interrupted, nothing is lost.
 * Dropping an index locks its table until the transaction ends: readers of these tables wait.
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
