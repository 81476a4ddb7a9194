// npm run bench options, read once. `npm run bench` with none runs every part on the 100,000-product
// catalog: the embedded PostgreSQL always, and the external server too when DATABASE_URL (or
// BENCH_DATABASE_URL) is set.
import os from 'node:os';
import path from 'node:path';

const PARTS = ['queries', 'relevance', 'load', 'memory', 'bad-input', 'bundles', 'lighthouse', 'import', 'cluster'] as const;
/** Parts that run only when named in --only: the cluster part needs Caddy and takes five minutes. */
const NAMED_ONLY: readonly Part[] = ['cluster'];
type Part = (typeof PARTS)[number];

export type BenchOptions = {
  products: number;
  parts: Set<Part>;
  /** Only seed (or check) the catalogs, measure nothing. */
  seedOnly: boolean;
  targets: ('embedded' | 'external')[];
  runs: number;
  connections: number;
  seconds: number;
  /** The cluster part's load runs: --seconds when given, else 2 minutes. */
  clusterSeconds: number;
  /** The memory soak's length and the bad-input sweep's size. */
  soakSeconds: number;
  badRequests: number;
  port: number;
  distDir: string;
  dataDir: string;
  mediaDir: string;
  chrome: string;
  resultsDir: string;
};

const USAGE = `npm run bench [-- options]
  --products N        catalog size (default 100000; e.g. 1000000)
  --only a,b          parts to run: ${PARTS.join(', ')}, or catalog (seed only); default all
                      (relevance: the search relevance set's recall@3 and recall@16 per language, and its suggestions' p95)
                      (import: the catalogue import of --products products and 5 fitment rows each into a fresh database)
                      (cluster: two instances behind Caddy on BENCH_PORT, instances on the next ports: a steady load and a kill test; only when named)
  --targets a,b       embedded, external (default: embedded, plus external when DATABASE_URL or BENCH_DATABASE_URL is set)
  --runs N            runs per database query measurement (default 200)
  --connections N     concurrent connections of the load test (default 20)
  --seconds N         seconds per load test (default 10; the cluster part's two runs: 120)
  --soak-seconds N    seconds of the memory soak at --connections (default 300)
  --bad-requests N    malformed requests of the bad-input sweep (default 10000)
environment: BENCH_PORT (3090), BENCH_DATA_DIR (bench/data), BENCH_DATABASE_URL, DATABASE_URL, NEXT_DIST_DIR (.next), CHROME_PATH (/usr/bin/chromium),
  BENCH_KEEP_IMPORT_DB (keep axle_import_bench after the import part)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

export function parseOptions(argv: string[]): BenchOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) fail(`${flag} needs a value`);
    return v;
  };
  const whole = (flag: string, fallback: number, max: number) => {
    const raw = value(flag);
    if (raw === undefined) return fallback;
    const n = Number(raw.replace(/[_,]/g, ''));
    if (!Number.isInteger(n) || n < 1 || n > max) fail(`${flag} takes a whole number from 1 to ${max.toLocaleString('en-US')}`);
    return n;
  };
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const known = new Set(['--products', '--only', '--targets', '--runs', '--connections', '--seconds', '--soak-seconds', '--bad-requests']);
  argv.forEach((a, i) => {
    if (a.startsWith('--') && !known.has(a)) fail(`unknown option ${a}`);
    if (!a.startsWith('--') && !known.has(argv[i - 1] ?? '')) fail(`unexpected argument ${a}`);
  });

  const only = value('--only')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of only ?? []) if (p !== 'catalog' && !(PARTS as readonly string[]).includes(p)) fail(`--only: unknown part ${p}`);
  const external = Boolean(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
  const targets = (value('--targets')?.split(',') ?? ['embedded', ...(external ? ['external'] : [])]).map((t) => t.trim());
  for (const t of targets) if (t !== 'embedded' && t !== 'external') fail(`--targets: unknown target ${t}`);
  if (targets.includes('external') && !external) fail('--targets external needs DATABASE_URL or BENCH_DATABASE_URL');

  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || 'bench/data');
  return {
    products: whole('--products', 100_000, 5_000_000),
    parts: new Set((only?.filter((p) => p !== 'catalog') ?? PARTS.filter((p) => !NAMED_ONLY.includes(p))) as Part[]),
    seedOnly: Boolean(only?.length && only.every((p) => p === 'catalog')),
    targets: targets as BenchOptions['targets'],
    runs: whole('--runs', Number(process.env.BENCH_RUNS ?? 200), 100_000),
    connections: whole('--connections', 20, 1000),
    seconds: whole('--seconds', 10, 600),
    clusterSeconds: whole('--seconds', 120, 600),
    soakSeconds: whole('--soak-seconds', 300, 3600),
    badRequests: whole('--bad-requests', 10_000, 1_000_000),
    port: Number(process.env.BENCH_PORT || 3090),
    distDir: process.env.NEXT_DIST_DIR || '.next',
    dataDir,
    // One set of generated images serves every bench catalog (they do not depend on its size).
    mediaDir: path.join(dataDir, 'media'),
    chrome: process.env.CHROME_PATH || '/usr/bin/chromium',
    resultsDir: path.resolve('bench/results'),
  };
}

/** What the numbers were measured on, for the report. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    load: os.loadavg().map((l) => Math.round(l * 10) / 10),
    node: process.version,
  };
}
