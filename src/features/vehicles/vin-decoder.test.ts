// The VIN decoder a server process keeps for its lifetime: its memory stays bounded however many
// different VINs shoppers type (the library caches every query's rows and never lets go of them,
// and maps its whole file into memory).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { prepare } from './vin-database';
import { boundedDecoder } from './vin-lookup';
import { vinCheckDigit } from './vin';

vi.mock('server-only', () => ({}));

let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const WMIS = [
  '1HG',
  '2HG',
  'JHM',
  '1FA',
  '1FT',
  '1G1',
  '2T1',
  '4T1',
  'JTD',
  '5YJ',
  'KMH',
  '3VW',
  'WVW',
  'WBA',
  '1C4',
  'KNA',
  'JN1',
  '5NP',
  'SAL',
  'YV1',
];
const CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEARS = 'ABCDEFGHJKLMNPRS';

/** Different VINs with valid check digits, over many makes, models and years. */
function vins(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const body = `${WMIS[i % WMIS.length]}${[3, 5, 7, 11, 13].map((k) => CHARS[(i * k + k) % CHARS.length]).join('')}0${YEARS[(i >> 2) % YEARS.length]}A${String(100000 + i).slice(-6)}`;
    return body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);
  });
}

it('keeps its query caches bounded and maps none of its file while it decodes 150 different VINs', { timeout: 240_000 }, async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'axle-vin-decoder-'));
  const bound = 20;
  const decoder = await boundedDecoder(await prepare(dir), bound);
  let most = 0;
  const decoded = new Set<string>();
  for (const vin of vins(150)) {
    const result = (await decoder.decode(vin)) as { components?: { wmi?: { make?: string } } };
    if (result.components?.wmi?.make) decoded.add(vin.slice(0, 3));
    most = Math.max(most, decoder.cachedQueries());
  }
  // The decoder did real work (it knew the makes), and its caches filled and were emptied.
  expect(decoded.size).toBeGreaterThan(10);
  expect(most).toBeGreaterThan(bound / 2);
  expect(most).toBeLessThanOrEqual(2 * bound + 30);
  expect(decoder.cachedQueries()).toBeLessThanOrEqual(2 * bound + 30);
  expect(decoder.mappedBytes()).toBe(0);
});
