// The page cache in front of Next's request handler (scripts/serve.ts): keeps shareable answers (the
// rules are in model.ts) for a few seconds, at the catalogue version they were rendered at, in this
// process's memory, bounded in bytes. A miss is rendered and streamed as usual while its bytes are
// copied; a hit is written in one go. Each worker has its own cache, as each instance behind a load
// balancer would: they agree because the version comes from the database.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { UNSHARED_HEADERS, isShareableAnswer, pageCacheKey } from './model';

type Entry = { at: number; version: string; headers: OutgoingHttpHeaders; body: Buffer };

export type PageCacheOptions = {
  /** How long an answer is given again; 0 turns the cache off. */
  seconds: number;
  /** The catalogue's current version: a new one empties the cache. */
  version: () => Promise<string>;
  /** Bytes the cache may hold, all entries together (default 64 MB). */
  maxBytes?: number;
  now?: () => number;
};

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export function pageCache(options: PageCacheOptions) {
  const { seconds, version } = options;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
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

  /** Answers from the cache, or lets `handle` render and keeps what it answered when it may be shared. */
  async function serve(req: IncomingMessage, res: ServerResponse, handle: Handle): Promise<void> {
    const key = seconds > 0 ? pageCacheKey(req) : null;
    if (key === null) return void handle(req, res);
    let v: string;
    try {
      v = await version();
    } catch {
      // Without the version a copy might be stale: render instead (the page reports the database).
      return void handle(req, res);
    }
    if (v !== currentVersion) {
      entries.clear();
      bytes = 0;
      currentVersion = v;
    }
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : 0;
    if (hit && age < seconds * 1000) {
      entries.delete(key);
      entries.set(key, hit);
      res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length, age: String(Math.floor(age / 1000)), 'x-axle-cache': 'hit' });
      res.end(hit.body);
      return;
    }
    if (hit) drop(key);
    copyAnswer(res, (body) => {
      const headers = res.getHeaders();
      if (!isShareableAnswer(res.statusCode, headers)) return;
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) if (!UNSHARED_HEADERS.has(name) && value !== undefined) kept[name] = value;
      keep(key, { at: now(), version: v, headers: kept, body });
    });
    res.setHeader('x-axle-cache', 'miss');
    handle(req, res);
  }

  return { serve, size: () => ({ entries: entries.size, bytes }) };
}

/** Copies every byte written to `res` (after compression, which wraps these methods later) and hands them over once the answer is complete. */
function copyAnswer(res: ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ENTRY_BYTES) return;
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
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
  res.once('finish', () => size <= MAX_ENTRY_BYTES && done(Buffer.concat(chunks, size)));
}
