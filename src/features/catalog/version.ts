// The catalogue's version, bumped by the triggers of migration 0003 whenever what a listing shows
// changes (prices, brands, ratings, fitment kind, search text, attributes, categories). The caches
// that keep catalogue answers (facet counts, rendered pages) follow it. No 'server-only' here: our
// HTTP server (scripts/serve.ts) reads it too, outside Next.
import type { Database } from '@/db/client';

/** The catalogue's current version (one indexed row). */
export async function catalogVersion(database: Database): Promise<string> {
  const { rows } = await database.$client.query<{ version: string }>('SELECT version::text AS version FROM catalog_version WHERE id = 1');
  return rows[0]?.version ?? '0';
}
