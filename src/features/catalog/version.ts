// The catalogue's version, bumped by the triggers of migrations 0003 and 0009 whenever what a listing
// shows changes (prices, brands, ratings, fitment kind, search text, attributes, categories, stock
// status, visibility). The caches that keep catalogue answers (facet counts, rendered pages) follow
// it. No 'server-only' here: our HTTP server (scripts/serve.ts) reads it too, outside Next.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/** The catalogue's current version (one indexed row). */
export async function catalogVersion(database: Database): Promise<string> {
  const { rows } = await database.$client.query<{ version: string }>('SELECT version::text AS version FROM catalog_version WHERE id = 1');
  return rows[0]?.version ?? '0';
}

/**
 * Bumps the version by hand, for changes the triggers leave alone on purpose (a stock quantity:
 * checkout writes it at every sale) but that an editor expects to see at once. Pass the
 * transaction of the change, so the caches empty exactly when it commits.
 */
export async function bumpCatalogVersion(database: Pick<Database, 'execute'>): Promise<void> {
  await database.execute(sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`);
}
