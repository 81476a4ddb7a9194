// The page cache in front of Next's request handler (scripts/serve.ts): keeps shareable answers (the
// rules are in model.ts) for a few seconds, at the catalogue version they were rendered at, in this
// process's memory, bounded in bytes. A miss is rendered and streamed as usual while its bytes are
// copied; a hit is written in one go. Requests for a page that is being rendered wait for that
// rendering instead of starting their own (a popular page that expires under load is rendered once,
// not once per waiting shopper). Each worker has its own cache, as each instance behind a load
// balancer would: they agree because the version comes from the database.
//
// With a shared cache (Redis, src/server/shared-cache.ts) a page one instance rendered is kept there
// too, under the catalogue version, and another instance that misses in its memory takes it from
// there ("x-axle-cache: shared"). While one instance renders a page, the others wait for its copy
// (up to SHARED_WAIT_MS) rather than render it again.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { answerRequest, drawnForAnyone } from '@/server/personal-render';
import type { SharedCache } from '@/server/shared-cache';
import { UNSHARED_HEADERS, answerEncoding, carriesSession, isShareableAnswer, pageCacheKey } from './model';

type Entry = { at: number; version: string; headers: OutgoingHttpHeaders; body: Buffer };

export type PageCacheOptions = {
  /** How long an answer is given again; 0 turns the cache off. */
  seconds: number;
  /** The catalogue's current version: a new one empties the cache. */
  version: () => Promise<string>;
  /** Bytes the cache may hold, all entries together (default 32 MB: a few hundred pages, the hot set; each worker holds its own, inside the 400 MB per process the memory bench keeps to). */
  maxBytes?: number;
  now?: () => number;
  /** Where instances share their pages (REDIS_URL), or none. */
  shared?: SharedCache | null;
};

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** How long an instance waits for a page another instance is rendering before it renders the page itself. */
const SHARED_WAIT_MS = 2_000;
const SHARED_POLL_MS = 20;

export function pageCache(options: PageCacheOptions) {
  const { seconds, version } = options;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const shared = options.shared ?? null;
  const entries = new Map<string, Entry>();
  // Renderings under way, by key: what they will keep, or null when their answer cannot be shared.
  const rendering = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  let currentVersion = '';

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.body.length;
  };
  const keep = (key: string, entry: Entry) => {
    if (entry.body.length > MAX_ENTRY_BYTES || entry.version !== currentVersion) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // Map order is insertion order: the first entries are the least recently used.
    while (bytes > maxBytes) drop(entries.keys().next().value!);
  };

  /**
   * Answers from the cache, or lets `handle` render and keeps what it answered when it may be shared.
   * Every request is handled inside its own personal-render mark, so a session read anywhere (a page,
   * an action, the API) is counted against the request that made it.
   */
  async function serve(req: IncomingMessage, res: ServerResponse, handle: Handle): Promise<void> {
    const render = () => answerRequest(() => handle(req, res)).answer;
    const key = seconds > 0 ? pageCacheKey(req) : null;
    if (key === null) return void render();
    let v: string;
    try {
      v = await version();
    } catch {
      // Without the version a copy might be stale: render instead (the page reports the database).
      return void render();
    }
    if (v !== currentVersion) {
      entries.clear();
      bytes = 0;
      currentVersion = v;
    }
    const hit = entries.get(key);
    if (hit && now() - hit.at < seconds * 1000) {
      entries.delete(key);
      entries.set(key, hit);
      return answer(res, hit);
    }
    if (hit) drop(key);
    const underWay = rendering.get(key);
    if (underWay) {
      const copy = await underWay;
      if (copy) return answer(res, copy);
      // That answer was not for sharing (an error, a cookie, a session read): this request is rendered for itself.
      return void render();
    }
    let settle: (entry: Entry | null) => void = () => {};
    rendering.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    const done = (entry: Entry | null) => {
      rendering.delete(key);
      settle(entry);
    };
    if (shared) {
      const sharedKey = `page:${v}:${key}`;
      const copy = await fromShared(shared, sharedKey);
      if (copy) {
        keep(key, copy);
        done(copy);
        return answer(res, copy, 'shared');
      }
      return renderAndKeep(req, res, handle, key, v, done, sharedKey);
    }
    renderAndKeep(req, res, handle, key, v, done, null);
  }

  /** Another instance's copy of the page: kept in Redis, or awaited while that instance renders it. */
  async function fromShared(cache: SharedCache, sharedKey: string): Promise<Entry | null> {
    const fresh = (bytes: Buffer | null) => {
      const entry = bytes && decodeEntry(bytes);
      return entry && now() - entry.at < seconds * 1000 ? entry : null;
    };
    const first = fresh(await cache.get(sharedKey));
    if (first || (await cache.claim(`${sharedKey}:rendering`, SHARED_WAIT_MS))) return first;
    for (let waited = 0; waited < SHARED_WAIT_MS; waited += SHARED_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
      const copy = fresh(await cache.get(sharedKey));
      if (copy) return copy;
    }
    return null;
  }

  function renderAndKeep(
    req: IncomingMessage,
    res: ServerResponse,
    handle: Handle,
    key: string,
    v: string,
    done: (entry: Entry | null) => void,
    sharedKey: string | null,
  ) {
    const session = carriesSession(req);
    const encoding = answerEncoding(String(req.headers['accept-encoding'] ?? ''));
    let drawn = { personal: true };
    copyAnswer(res, (body) => {
      const headers = res.getHeaders();
      if (body === null || !isShareableAnswer(res.statusCode, headers, encoding) || !drawnForAnyone(drawn, session)) {
        if (sharedKey) void shared?.release(`${sharedKey}:rendering`);
        return done(null);
      }
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) if (!UNSHARED_HEADERS.has(name) && value !== undefined) kept[name] = value;
      const entry = { at: now(), version: v, headers: kept, body };
      keep(key, entry);
      done(entry);
      if (sharedKey && shared)
        void shared.set(sharedKey, encodeEntry(entry), seconds * 1000).then(() => shared.release(`${sharedKey}:rendering`));
    });
    res.setHeader('x-axle-cache', 'miss');
    drawn = answerRequest(() => handle(req, res)).answer;
  }

  function answer(res: ServerResponse, entry: Entry, from: 'hit' | 'shared' = 'hit') {
    const age = Math.max(0, now() - entry.at);
    res.writeHead(200, {
      ...entry.headers,
      'content-length': entry.body.length,
      age: String(Math.floor(age / 1000)),
      'x-axle-cache': from,
    });
    res.end(entry.body);
  }

  return { serve, size: () => ({ entries: entries.size, bytes }) };
}

/** An entry as the shared cache keeps it: the length of its JSON head, the head (time, version, headers), the body. */
function encodeEntry(entry: Entry): Buffer {
  const head = Buffer.from(JSON.stringify({ at: entry.at, version: entry.version, headers: entry.headers }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, entry.body]);
}

function decodeEntry(bytes: Buffer): Entry | null {
  try {
    const length = bytes.readUInt32BE(0);
    const head = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Omit<Entry, 'body'>;
    return { ...head, body: bytes.subarray(4 + length) };
  } catch {
    // Not an entry this code wrote (a corrupted or foreign value): treated as absent.
    return null;
  }
}

/**
 * Copies every byte written to `res` (after compression, which wraps these methods later) and hands
 * them over once the answer is complete; null when it was cut short or too large to keep.
 */
function copyAnswer(res: ServerResponse, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ENTRY_BYTES) return;
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    chunks.push(buf);
    size += buf.length;
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  // 'finish' only when the whole answer went out: an answer cut short by the client is not kept.
  let finished = false;
  res.once('finish', () => {
    finished = true;
    done(size <= MAX_ENTRY_BYTES ? Buffer.concat(chunks, size) : null);
  });
  res.once('close', () => finished || done(null));
}
