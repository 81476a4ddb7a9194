// The bad-input sweep: 1,200 malformed requests (seeded, scripts/bad-input/) over every API route and
// a set of pages — broken query strings, path segments, JSON bodies, headers and cookies. None may
// answer 5xx or show a stack trace, and every answer carries the security headers. Bounded: four
// requests in flight, about a minute on the 2-core build machine; `npm run bench` sends 10,000.
import { expect, test } from '@playwright/test';
import { runSweep } from '../../scripts/bad-input/sweep';

test('1,200 malformed requests over every route: no 5xx, no stack trace, security headers on every answer', async ({ request }) => {
  test.setTimeout(300_000);
  const { requests, problems } = await runSweep(request, { count: 1200 });
  expect(requests).toBe(1200);
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
});
