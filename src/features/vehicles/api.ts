// Cache headers of the vehicles API's lists (errors answer through src/server/api-error.ts).

/** Cascade lists change only when the catalogue is re-imported: let browsers and CDNs keep them briefly. */
export const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
