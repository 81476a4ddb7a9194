import { describe, expect, it } from 'vitest';
import journal from '@/db/migrations/meta/_journal.json';
import { isReady, missingMigrations, neverMigrated, type ReadinessChecks } from './health';

const shipped = [
  { when: 300, tag: '0002_c' },
  { when: 100, tag: '0000_a' },
  { when: 200, tag: '0001_b' },
];

describe('readiness', () => {
  it('names every shipped migration the database has not recorded, oldest first — not only the newest', () => {
    expect(missingMigrations(shipped, [100, 200, 300])).toEqual([]);
    expect(missingMigrations(shipped, [100, 200])).toEqual(['0002_c']);
    expect(missingMigrations(shipped, [100, 300])).toEqual(['0001_b']);
    expect(missingMigrations(shipped, [])).toEqual(['0000_a', '0001_b', '0002_c']);
    // node-postgres reads bigint as a number here (db/client.ts), but a string would do as well.
    expect(missingMigrations(shipped, ['100', '200', '300'])).toEqual([]);
  });

  it('ships a journal whose migration times are all different (each names one migration)', () => {
    const times = journal.entries.map((e) => e.when);
    expect(new Set(times).size).toBe(times.length);
    expect(missingMigrations(journal.entries, times)).toEqual([]);
  });

  it('tells a database no migration ran on from one that does not answer', () => {
    expect(neverMigrated('42P01')).toBe(true);
    expect(neverMigrated('3F000')).toBe(true);
    expect(neverMigrated('3D000')).toBe(false); // no such database
    expect(neverMigrated('ECONNREFUSED')).toBe(false);
    expect(neverMigrated(undefined)).toBe(false);
  });

  it('is ready with the database answering and whole, and Redis answering or not configured', () => {
    const whole: ReadinessChecks = { database: 'ok', migrations: { status: 'ok' }, redis: 'not-configured' };
    expect(isReady(whole)).toBe(true);
    expect(isReady({ ...whole, redis: 'ok' })).toBe(true);
    expect(isReady({ ...whole, redis: 'unreachable' })).toBe(false);
    expect(isReady({ ...whole, database: 'unreachable', migrations: { status: 'unchecked' } })).toBe(false);
    expect(isReady({ ...whole, migrations: { status: 'missing', missing: ['0013_payments'] } })).toBe(false);
  });
});
