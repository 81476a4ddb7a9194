// What one bench run produced, as written to bench/results/<date>-<products>.json: the machine and
// settings, and each target's parts. Its own module so the budgets (budgets.ts) and the report
// (report.ts) share the shape without importing each other.
import type { CatalogInfo } from './catalog';
import type { QueryTiming } from './queries';
import type { RelevanceResult } from './relevance';
import type { LoadResult } from './load';
import type { ClusterResult } from './cluster';
import type { BundleReport } from './bundles';
import type { LighthouseResult } from './lighthouse';
import type { MemoryResult } from './memory';
import type { BadInputResult } from './bad-input';
import type { ImportResult } from './import';

/** `catalog` is absent when only the import part ran (it uses a database of its own). */
export type TargetResult = {
  target: 'embedded' | 'external';
  label: string;
  catalog?: CatalogInfo;
  queries?: QueryTiming[];
  relevance?: RelevanceResult;
  load?: LoadResult[];
  cluster?: ClusterResult;
  import?: ImportResult;
};

export type BenchResult = {
  date: string;
  products: number;
  commit: string;
  machine: { cpus: number; cpu: string; memoryGb: number; load: number[]; node: string };
  settings: { connections: number; seconds: number; runs: number };
  targets: TargetResult[];
  bundles?: BundleReport;
  lighthouse?: LighthouseResult[];
  memory?: MemoryResult;
  badInput?: BadInputResult;
};
