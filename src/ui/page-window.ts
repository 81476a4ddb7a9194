// Which page numbers a pagination bar shows (Pagination.tsx); pure, so it is tested on its own.

/**
 * The pages to show: the first, the last, and one either side of the current one, with null for a
 * gap; a gap of a single page shows that page instead (1 2 3 4, not 1 … 3 4).
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}
