// Load on 127.0.0.1 with autocannon: a bounded number of connections for a bounded time, per page or
// API, after a short warm-up; requests/s, latency p50/p95/p99 (from every response's time) and
// errors (connection errors, timeouts and non-2xx answers). The same server serving a static build
// file of about the home page's size is the ceiling each row is compared with.
import autocannon from 'autocannon';
import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Fixtures } from './fixtures';
import { percentile, round } from './stats';

export type LoadResult = {
  name: string;
  paths: string[];
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  bytes: number;
  /** Latencies are null (NaN before JSON) when no request finished within the row's time. */
  /** Requests per second as a share of the static file's. */
  ofStatic?: number;
  /** The machine's 1-minute load average when the row ended: other work on the machine shows here. */
  load: number;
};

/** A row: its pages, asked in turn, each with every one of `headers` in turn (none: the defaults). */
type LoadCase = { name: string; paths: string[]; headers?: Record<string, string>[] };

/** What a reload that asks for a fresh copy sends: the page cache (src/features/page-cache) renders it. */
const UNCACHED = [{ 'cache-control': 'no-cache' }];

/**
 * What real browsers send for one page: English written several ways (and a German browser, which
 * the shop answers in English), and the encodings each takes. The page cache's key holds what these
 * lead to (the language, gzip), so the row should hit the cache as often as the single mix does.
 */
const BROWSER_MIX = [
  { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-language': 'en-GB,en;q=0.8,de;q=0.5', 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-language': 'en', 'accept-encoding': 'br, gzip' },
  { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8', 'accept-encoding': 'gzip, deflate' },
];

/** The requests of a row, for autocannon. */
export const caseRequests = ({ paths, headers }: LoadCase) =>
  paths.flatMap((path) => (headers ?? [undefined]).map((h) => ({ method: 'GET' as const, path, ...(h && { headers: h }) })));

/**
 * The rows. With `session` (a signed-in shopper's cookies, from signedInShopper) the signed-in rows
 * come too: the same pages asked with a session, which the page cache shares since the pages stopped
 * drawing the shopper (docs/adr/0018).
 */
export function loadCases(f: Fixtures, session?: string): LoadCase[] {
  const listings = f.listings.map((l) => l.path);
  const products = f.products.map((s) => `/products/${s}`);
  const signedIn = session ? [{ cookie: session }] : undefined;
  return [
    { name: 'home', paths: ['/'] },
    { name: 'category listing', paths: [`/catalog/${f.category}/products`] },
    { name: 'filtered listing', paths: listings },
    { name: 'product page', paths: products },
    { name: 'filtered listing, browser mix', paths: listings, headers: BROWSER_MIX },
    ...(signedIn
      ? [
          { name: 'home, signed in', paths: ['/'], headers: signedIn },
          { name: 'filtered listing, signed in', paths: listings, headers: signedIn },
          { name: 'product page, signed in', paths: products, headers: signedIn },
        ]
      : []),
    // The same pages rendered for every request: what a signed-in shopper, or the first shopper after a change, waits for.
    { name: 'home, rendered', paths: ['/'], headers: UNCACHED },
    { name: 'filtered listing, rendered', paths: listings, headers: UNCACHED },
    { name: 'product page, rendered', paths: products, headers: UNCACHED },
    {
      name: 'suggestions API',
      paths: f.texts.map((t) => `/api/search/suggestions?query=${encodeURIComponent(t)}&limitProducts=3&limitCategories=4`),
    },
    {
      name: 'vehicle cascade API',
      paths: f.cascade.flatMap((v) => [
        '/api/vehicles/years',
        `/api/vehicles/makes?year=${v.year}`,
        `/api/vehicles/models?year=${v.year}&make=${v.make}`,
        `/api/vehicles?year=${v.year}&make=${v.make}&model=${v.model}`,
      ]),
    },
    { name: 'VIN lookup API', paths: f.vins.map((v) => `/api/vehicles/vin/${v}`) },
  ];
}

/** The build's static file closest in size to `bytes`, as a URL path. */
function staticFileLike(distDir: string, bytes: number): { path: string; bytes: number } {
  const root = path.join(distDir, 'static');
  let best = { path: '', bytes: 0, diff: Infinity };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const st = statSync(file);
      if (st.isDirectory()) walk(file);
      else if (/\.(js|css)$/.test(name) && Math.abs(st.size - bytes) < best.diff) {
        best = {
          path: `/_next/static/${path.relative(root, file).split(path.sep).join('/')}`,
          bytes: st.size,
          diff: Math.abs(st.size - bytes),
        };
      }
    }
  };
  walk(root);
  return { path: best.path, bytes: best.bytes };
}

/** Waits until the server answers `path` alone within 2 s (its queue has drained), at most 20 s. */
async function drained(origin: string, path: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(new URL(path, origin))
      .then((r) => r.arrayBuffer())
      .catch(() => {});
    if (performance.now() - t0 < 2000) return;
  }
}

/** A new shopper's account, signed in: the session and hint cookies its sign-up answered with. */
async function signedInShopper(origin: string): Promise<string> {
  const r = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-${Date.now().toString(36)}@axle.example`, password: 'bench-secret-1', name: '' }),
  });
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!r.ok || !cookie.includes('session_token=') || !cookie.includes('axle_signed_in=')) {
    throw new Error(`The signed-in rows need an account: sign-up answered ${r.status} ${await r.text()}`);
  }
  return cookie;
}

/** Loads `requests` (asked in turn) for `seconds`; the cluster part loads its mix of every row with it. */
export async function hit(
  origin: string,
  requests: ReturnType<typeof caseRequests>,
  connections: number,
  seconds: number,
  /** Counts the answers by their page cache header (x-axle-cache: hit, shared, miss; '-' when none). */
  cacheAnswers?: Record<string, number>,
): Promise<Omit<LoadResult, 'name' | 'paths' | 'load'>> {
  const times: number[] = [];
  const countCache = (answer: { headers: string[] }) => {
    const at = answer.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'x-axle-cache');
    const kind = at >= 0 ? answer.headers[at + 1]! : '-';
    cacheAnswers![kind] = (cacheAnswers![kind] ?? 0) + 1;
  };
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    // What a browser sends: answers are compressed like they are for shoppers.
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' },
    requests,
    setupClient: cacheAnswers ? (client) => client.on('headers', countCache) : undefined,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: round(r.requests.total / r.duration, 1),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: r.errors + r.non2xx,
    requests: r.requests.total,
    bytes: Math.round(r.throughput.average),
  };
}

export async function runLoad(
  origin: string,
  fixtures: Fixtures,
  opts: { connections: number; seconds: number; distDir: string },
): Promise<LoadResult[]> {
  const home = await fetch(`${origin}/`).then((r) => r.text());
  const file = staticFileLike(opts.distDir, Buffer.byteLength(home));
  const session = await signedInShopper(origin);
  const cases: LoadCase[] = [
    ...loadCases(fixtures, session),
    { name: `static file (${Math.round(file.bytes / 1024)} kB)`, paths: [file.path] },
  ];
  const results: LoadResult[] = [];
  for (const c of cases) {
    await hit(origin, caseRequests(c), Math.min(4, opts.connections), 2); // warm-up: code paths, caches, pools
    await drained(origin, c.paths[0]!);
    const r = await hit(origin, caseRequests(c), opts.connections, opts.seconds);
    // Requests still in flight when a row ends would slow the next row: let the server finish them.
    await drained(origin, c.paths[0]!);
    results.push({ name: c.name, paths: c.paths.slice(0, 3), ...r, load: round(os.loadavg()[0]!, 1) });
    console.log(
      `  ${c.name.padEnd(24)} ${String(r.rps).padStart(8)} req/s   p50 ${String(r.p50).padStart(6)} ms   p95 ${String(r.p95).padStart(6)} ms   p99 ${String(r.p99).padStart(6)} ms   errors ${r.errors}`,
    );
  }
  const ceiling = results.at(-1)!.rps;
  for (const r of results.slice(0, -1)) r.ofStatic = ceiling ? round(r.rps / ceiling, 3) : undefined;
  return results;
}
