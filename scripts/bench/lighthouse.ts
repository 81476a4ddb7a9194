// Lighthouse (npm lighthouse, its CLI, with Debian's chromium; mobile settings, the default: a
// simulated mid-range phone on a slow 4G) on home, a listing and a product page in English and
// Arabic. Keeps each full report beside the results (bench/results/lighthouse/) for the trace and
// the failing audits.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Fixtures } from './fixtures';
import { round } from './stats';

export type LighthouseResult = {
  page: string;
  locale: 'en' | 'ar';
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Total page weight (HTML, JS, CSS, images, fonts) as transferred, in kB. */
  weight: number;
  /** Audits that cost points in accessibility, best practices or SEO, and the performance audits that scored under 0.9. */
  failing: string[];
  benchmarkIndex: number;
  report: string;
  error?: string;
};

function lighthousePages(f: Fixtures): { page: string; path: string }[] {
  return [
    { page: 'home', path: '' },
    { page: 'listing', path: `/catalog/${f.category}/products` },
    { page: 'product', path: `/products/${f.products[0]}` },
  ];
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
};

function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

export async function runLighthouse(
  origin: string,
  fixtures: Fixtures,
  opts: { chrome: string; outDir: string },
): Promise<LighthouseResult[]> {
  mkdirSync(opts.outDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const locale of ['en', 'ar'] as const) {
    for (const p of lighthousePages(fixtures)) {
      // English is the default locale and has no prefix (/en/... redirects to /...).
      const localized = locale === 'en' ? p.path || '/' : `/${locale}${p.path}`;
      const url = `${origin}${localized}`;
      const report = path.join(opts.outDir, `${p.page}-${locale}.json`);
      const { code, stderr } = await run(
        path.resolve('node_modules/.bin/lighthouse'),
        [
          url,
          '--quiet',
          '--output=json',
          `--output-path=${report}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { ...process.env, CHROME_PATH: opts.chrome },
      );
      const base = { page: p.page, locale, path: localized, report: path.relative(process.cwd(), report) };
      if (code !== 0) {
        results.push({
          ...base,
          performance: NaN,
          accessibility: NaN,
          bestPractices: NaN,
          seo: NaN,
          lcp: NaN,
          tbt: NaN,
          cls: NaN,
          weight: NaN,
          failing: [],
          benchmarkIndex: NaN,
          error: stderr.trim().split('\n').slice(-3).join(' '),
        });
        console.log(`  ${p.page}/${locale}: lighthouse failed (${code}): ${stderr.trim().split('\n').at(-1)}`);
        continue;
      }
      const lhr = JSON.parse(readFileSync(report, 'utf8')) as Lhr;
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? NaN) * 100);
      const failing = new Set<string>();
      for (const c of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.add(ref.id);
        }
      }
      for (const ref of lhr.categories.performance?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) failing.add(ref.id);
      }
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const r: LighthouseResult = {
        ...base,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: round(value('largest-contentful-paint') / 1000, 2),
        tbt: Math.round(value('total-blocking-time')),
        cls: round(value('cumulative-layout-shift'), 3),
        weight: round(value('total-byte-weight') / 1024, 1),
        failing: [...failing],
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
      };
      results.push(r);
      console.log(
        `  ${`${p.page}/${locale}`.padEnd(12)} perf ${r.performance}  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}  LCP ${r.lcp} s  TBT ${r.tbt} ms  CLS ${r.cls}  ${r.weight} kB${r.failing.length ? `  (${r.failing.join(', ')})` : ''}`,
      );
    }
  }
  return results;
}
