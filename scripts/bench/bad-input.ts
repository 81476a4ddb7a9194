// The bad-input sweep in full (issue 26): by default 10,000 generated malformed requests against the
// production server, eight in flight; the journey in `npm test` sends 1,200 of the same kind.
import { request } from '@playwright/test';
import { runSweep } from '../bad-input/sweep';

export type BadInputResult = { requests: number; problems: number; examples: string[]; statuses: Record<string, number>; seconds: number };

export async function benchBadInput(origin: string, count: number): Promise<BadInputResult> {
  const context = await request.newContext({ baseURL: origin });
  try {
    const r = await runSweep(context, { count, inFlight: 8 });
    console.log(
      `  ${r.requests} requests in ${r.seconds} s: ${Object.entries(r.statuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ')}; ${r.problems.length} problems`,
    );
    for (const p of r.problems.slice(0, 20)) console.log(`    ${p}`);
    return {
      requests: r.requests,
      problems: r.problems.length,
      examples: r.problems.slice(0, 20),
      statuses: r.statuses,
      seconds: r.seconds,
    };
  } finally {
    await context.dispose();
  }
}
