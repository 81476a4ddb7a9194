// The cache every instance of the shop shares when REDIS_URL names a Redis (or Valkey) server: the
// page cache and the facet counts keep their entries here as well as in each process's memory, so
// N instances behind a load balancer render a page once, not N times. Without REDIS_URL (the one-
// machine default) there is no shared cache and each process keeps its own, as before.
//
// Keys: `axle:<shop>:<build>:<name>`. The shop is a digest of the database's address, so two shops
// (or two test runs) on one Redis never read each other's entries; the build is Next's BUILD_ID, so
// a new release never serves markup of the old one. The callers put the catalogue version into
// <name>: a change in the database makes every instance look up new keys at its next request, and
// the old entries simply expire (every entry has a TTL).
//
// Redis is an accelerator, never a dependency: a command that fails or takes more than
// COMMAND_TIMEOUT_MS answers "not there" (the caller renders or queries as without Redis), and after
// a failure the cache rests for REST_MS instead of making every request wait for a dead server. The
// readiness check (/api/ready) reports an unreachable Redis; the log says so once per outage.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, RESP_TYPES } from '@redis/client';
import { errorSummary } from './error-summary';
import { log } from './log';

const COMMAND_TIMEOUT_MS = 250;
const REST_MS = 5_000;

export type SharedCache = {
  /** The entry's bytes, or null when there is none (or Redis did not answer in time). */
  get(name: string): Promise<Buffer | null>;
  /** Keeps the bytes for `ttlMs`; resolves whether or not Redis took them. */
  set(name: string, value: Buffer | string, ttlMs: number): Promise<void>;
  /** Takes `name` for `ttlMs` if nobody holds it (one instance renders what all are waiting for). */
  claim(name: string, ttlMs: number): Promise<boolean>;
  /** Gives up a claim before its time. */
  release(name: string): Promise<void>;
  /** Entries found since the start (the shared-cache integration test tells a shared answer by it). */
  stats(): { hits: number };
  close(): Promise<void>;
};

type Settings = { redisUrl?: string; databaseUrl?: string; buildId?: string };

const KEY = Symbol.for('axle.shared-cache');
type Holder = { [KEY]?: Map<string, SharedCache> };

/**
 * The shared cache for this process (one connection, kept on globalThis: this module is loaded both
 * by our server and inside Next's server bundle), or null when REDIS_URL is not set.
 */
export function sharedCache(settings: Settings = {}): SharedCache | null {
  const redisUrl = (settings.redisUrl ?? process.env.REDIS_URL)?.trim();
  if (!redisUrl) return null;
  const namespace = `axle:${shopDigest(settings.databaseUrl ?? process.env.DATABASE_URL ?? '')}:${settings.buildId ?? buildId()}:`;
  const caches = ((globalThis as Holder)[KEY] ??= new Map());
  const id = `${redisUrl} ${namespace}`;
  let cache = caches.get(id);
  if (!cache) caches.set(id, (cache = redisCache(redisUrl, namespace)));
  return cache;
}

/** A short, stable name for the database a shop runs on (host, port and database; never the password). */
function shopDigest(databaseUrl: string): string {
  let where = databaseUrl;
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port}${url.pathname}`;
  } catch {
    // Not a URL (unset in a unit test): the text itself names it.
  }
  return createHash('sha256').update(where).digest('base64url').slice(0, 10);
}

let knownBuildId: string | undefined;
function buildId(): string {
  if (knownBuildId === undefined) {
    try {
      knownBuildId = readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      knownBuildId = 'unbuilt';
    }
  }
  return knownBuildId;
}

function redisCache(redisUrl: string, namespace: string): SharedCache {
  const client = createClient({
    url: redisUrl,
    // A command given while the connection is down fails at once instead of queueing behind it.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const counts = { hits: 0 };
  let restUntil = 0;
  let down = false;
  client.on('error', (e: unknown) => noteFailure(e));
  client.on('ready', () => {
    if (down) log.info('[shared-cache] Redis answers again');
    down = false;
  });
  const connecting = client.connect().catch((e: unknown) => noteFailure(e));

  function noteFailure(e: unknown) {
    restUntil = Date.now() + REST_MS;
    if (!down) log.warn(`[shared-cache] Redis does not answer, pages and counts are kept per process meanwhile: ${errorSummary(e)}`);
    down = true;
  }

  /** Runs one command within the time limit; undefined when it failed or took too long. */
  async function attempt<T>(command: () => Promise<T>): Promise<T | undefined> {
    if (Date.now() < restUntil || !client.isReady) {
      if (!client.isReady) await Promise.race([connecting, pause(COMMAND_TIMEOUT_MS)]);
      if (!client.isReady || Date.now() < restUntil) return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        command(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
        }),
      ]);
    } catch (e) {
      noteFailure(e);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async get(name) {
      const value = await attempt(() => client.get(namespace + name));
      if (value) counts.hits++;
      return value ?? null;
    },
    async set(name, value, ttlMs) {
      await attempt(() => client.set(namespace + name, value, { expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) } }));
    },
    async claim(name, ttlMs) {
      const taken = await attempt(() =>
        client.set(namespace + name, '1', { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) } }),
      );
      // Without an answer nobody can be waited for: this instance does the work itself.
      return taken === undefined || taken !== null;
    },
    async release(name) {
      await attempt(() => client.del(namespace + name));
    },
    stats: () => ({ ...counts }),
    async close() {
      const caches = (globalThis as Holder)[KEY];
      for (const [id, cache] of caches ?? []) if (cache === this) caches?.delete(id);
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    },
  };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
