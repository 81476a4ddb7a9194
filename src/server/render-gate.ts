// How many renderings one server process runs at once. Past a few, a 2-core machine gets no more
// done by starting another (rendering is CPU work), but every rendering under way holds its React
// tree, its database rows and its output in memory: at 20 connections a worker held ten at a time
// and its memory rose past 400 MB (docs/performance.md, issue 26). The rest wait their turn, in order,
// holding nothing but their socket. Static files and images skip the line: a page's pictures must not
// wait behind other shoppers' pages.
import { PROBE_PATHS } from './health';

/** Renderings one process runs at once, unless AXLE_RENDERS_AT_ONCE says otherwise. */
export const RENDERS_AT_ONCE = 3;

/** AXLE_RENDERS_AT_ONCE as a count: a whole number from 1 to 64, else the default. */
export function rendersAtOnce(raw: string | undefined): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 64 ? n : RENDERS_AT_ONCE;
}

/**
 * Paths that skip the line: files served straight from disk (resized images from the image cache on
 * disk), the admin's catalogue upload, which waits on the network for minutes, not the CPU, and the
 * load balancer's health and readiness checks (health.ts), which must answer in their timeout
 * however many pages wait: a busy instance is not a broken one.
 */
export const skipsGate = (url: string | undefined) =>
  !!url &&
  (url.startsWith('/_next/static/') ||
    url.startsWith('/media/') ||
    url.startsWith('/_next/image') ||
    url.startsWith('/api/admin/import') ||
    PROBE_PATHS.includes(url.split('?', 1)[0]!));

/** A gate of `max` places: `enter` resolves when a place is free and gives the function that frees it (once). */
export function renderGate(max = RENDERS_AT_ONCE) {
  let inside = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    // The place goes straight to the first in line, so no newcomer slips in between.
    const next = waiting.shift();
    if (next) next();
    else inside -= 1;
  };
  return {
    enter(): Promise<() => void> {
      let left = false;
      const once = () => {
        if (left) return;
        left = true;
        leave();
      };
      if (inside < max) {
        inside += 1;
        return Promise.resolve(once);
      }
      return new Promise((resolve) => waiting.push(() => resolve(once)));
    },
    /** Renderings under way and waiting, for tests and logs. */
    get load() {
      return { inside, waiting: waiting.length };
    },
  };
}
