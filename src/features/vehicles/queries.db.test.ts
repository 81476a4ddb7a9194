// Integration: the vehicle cascade and VIN lookup, on the embedded and the external PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import { makeHasYear, vehicleById, vehicleMakes, vehicleModels, vehiclesOf, vehicleYears } from './queries';
import { parseCascade } from './schema';
import { vinAnswerFor, vinHttpStatus } from './vin-response';
import { VinDecoderUnavailable } from './vin-lookup';
import { vinCheckDigit } from './vin';

// A real-format 2014 Honda Civic LX built in Canada (engine R18Z1, 1.8 litres); check digit 3.
const CIVIC_2014 = '2HGFB2F53EH500001';
const withCheckDigit = (v: string) => v.slice(0, 8) + vinCheckDigit(v) + v.slice(9);

describe('cascade parameters', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('accepts a four-digit year and slugs, trimmed and in any case', () => {
    expect(parseCascade(q('year=2014&make=Honda&model=%20civic'), ['year', 'make', 'model'])).toEqual({
      ok: true,
      value: { year: 2014, make: 'honda', model: 'civic' },
    });
  });
  it('names the first missing or malformed parameter', () => {
    for (const bad of ['', 'year=', 'year=abcd', 'year=14', 'year=2014.5', 'year=1800', 'year=99999', 'year=-2014'])
      expect(parseCascade(q(bad), ['year'])).toEqual({ ok: false, param: 'year' });
    for (const bad of [
      'year=2014',
      'year=2014&make=',
      'year=2014&make=hon%20da',
      "year=2014&make=h'; drop",
      `year=2014&make=${'a'.repeat(81)}`,
    ])
      expect(parseCascade(q(bad), ['year', 'make'])).toEqual({ ok: false, param: 'make' });
    expect(parseCascade(q('year=2014&make=honda&model=-civic'), ['year', 'make', 'model'])).toEqual({ ok: false, param: 'model' });
  });
});

describe("the VIN answer's HTTP status", () => {
  it('keeps 400 and 404 for refusals unless the client asks for refusals as 200 (the VIN box does)', () => {
    for (const status of [400, 404] as const) {
      expect(vinHttpStatus(status, null)).toBe(status);
      expect(vinHttpStatus(status, '1')).toBe(status);
      expect(vinHttpStatus(status, '200')).toBe(200);
    }
  });
  it('never turns a decoder failure into a 200, and leaves a found vehicle at 200', () => {
    expect(vinHttpStatus(503, '200')).toBe(503);
    expect(vinHttpStatus(200, '200')).toBe(200);
    expect(vinHttpStatus(200, null)).toBe(200);
  });
});

describeEachDatabase('the vehicle cascade', (database) => {
  it('lists years newest first, then makes, models and engines of the step before', async () => {
    const years = await vehicleYears(database());
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1990);
    const makes = await vehicleMakes(2014, database());
    expect(makes).toContainEqual({ slug: 'honda', name: 'Honda' });
    const lower = makes.map((m) => m.name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    const models = await vehicleModels(2014, 'honda', database());
    expect(models).toContainEqual({ slug: 'civic', name: 'Civic' });
    const engines = await vehiclesOf(2014, 'honda', 'civic', database());
    expect(engines.map((v) => v.engine)).toEqual(['1.5L I4 Hybrid', '1.8L I4', '2.4L I4']);
    expect(engines[1]).toMatchObject({ year: 2014, make: 'Honda', model: 'Civic' });
  });

  it('answers empty for a year, make or model it does not have', async () => {
    expect(await vehicleMakes(1950, database())).toEqual([]);
    expect(await vehicleModels(2014, 'no-such-make', database())).toEqual([]);
    expect(await vehiclesOf(2014, 'honda', 'no-such-model', database())).toEqual([]);
    expect(await makeHasYear(2014, 'honda', database())).toBe(true);
    expect(await makeHasYear(1950, 'honda', database())).toBe(false);
  });

  it('finds a vehicle by id, and none for an id that does not exist', async () => {
    const [civic] = await vehiclesOf(2014, 'honda', 'civic', database());
    expect(await vehicleById(civic.id, database())).toEqual(civic);
    expect(await vehicleById(99_999_999, database())).toBeNull();
  });
});

describeEachDatabase('VIN lookup', (database) => {
  const lookup = (vin: string, locale: 'en' | 'ru' | 'ar' = 'en') => vinAnswerFor(vin, locale, database());

  it('answers 503 with a translated message while the decoder cannot work, never "no match"', async () => {
    const failing = async (): Promise<never> => {
      throw new VinDecoderUnavailable('database disk image is malformed');
    };
    for (const locale of ['en', 'ar'] as const) {
      const { status, body } = await vinAnswerFor(CIVIC_2014, locale, database(), failing);
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'unavailable', error: { code: 'VIN_DECODER_UNAVAILABLE' } });
      expect(body.error?.message).toBeTruthy();
    }
  });

  it('finds a seeded 2014 Honda Civic 1.8L, typed in lower case with spaces', async () => {
    const { status, body } = await lookup(' 2hgfb2f53e h500001 ');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'found', vin: CIVIC_2014, make: 'Honda', year: 2014, checkDigitWarning: false });
    expect(body.status === 'found' && body.vehicle).toMatchObject({ year: 2014, make: 'Honda', model: 'Civic', engine: '1.8L I4' });
  });

  it('takes a Jeep as a Jeep although the decoder calls its WMI Dodge', async () => {
    const { body } = await lookup(withCheckDigit('1C4RJFAG0FC000001'));
    expect(body).toMatchObject({ status: 'found', make: 'Jeep', year: 2015, vehicle: { model: 'Grand Cherokee', engine: '3.6L V6' } });
  });

  it('refuses a malformed VIN with 400 naming the vin parameter and the problem', async () => {
    for (const [vin, problem, message] of [
      ['', 'empty', 'Enter the 17 characters of the VIN.'],
      ['   ', 'empty', 'Enter the 17 characters of the VIN.'],
      ['2HGFB2F53EH50000', 'length', 'A VIN has 17 characters; this one has 16.'],
      ['2HGFB2F53EH5000011', 'length', 'A VIN has 17 characters; this one has 18.'],
      ['x'.repeat(500), 'length', 'A VIN has 17 characters; this one has 64.'],
      ['2HGFB2F53EH5OOOO1', 'characters', null],
      ['2HGFB2F53EH5-0001', 'characters', null],
      ['<script>alert(1)<', 'characters', null],
    ] as const) {
      const { status, body } = await lookup(vin);
      expect(status, vin).toBe(400);
      expect(body, vin).toMatchObject({ status: 'malformed', problem, error: { code: 'VIN_MALFORMED', param: 'vin' } });
      if (message) expect(body.error?.message).toBe(message);
    }
  });

  it('stops a mistyped North American VIN at its check digit, still naming make and year', async () => {
    const { status, body } = await lookup('2HGFB2F53EH500002');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'check-digit',
      make: 'Honda',
      year: 2014,
      expected: '5',
      actual: '3',
      error: { code: 'VIN_CHECK_DIGIT', param: 'vin' },
    });
    expect(body.error?.message).toContain('should be 5, not 3');
    const ru = await lookup('2HGFB2F53EH500002', 'ru');
    expect(ru.body.error?.message).toContain('должен быть 5');
  });

  it('looks up a European VIN without a check digit and pre-fills the finder with year and make', async () => {
    const { status, body } = await lookup('XTA219010C0123456'); // Lada Granta: position 9 is a filler 0
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: 'no-match',
      make: 'Lada',
      year: 2012,
      checkDigitWarning: true,
      prefill: { year: 2012, make: 'lada' },
      error: { code: 'VIN_NO_MATCH' },
    });
    expect(body.error?.message).toContain('2012 Lada');
    const golf = await lookup('WVWZZZ1JZ3W386752'); // VW Golf IV: position 9 is Z
    expect(golf.body).toMatchObject({ make: 'Volkswagen', year: 2003, checkDigitWarning: true });
  });

  it('answers 404 for a VIN whose make it cannot tell, or does not carry', async () => {
    const unknown = await lookup('AAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'unknown', make: null, error: { code: 'VIN_UNKNOWN' } });
    const harley = await lookup(withCheckDigit('1HD1KEM10EB600001')); // a Harley-Davidson motorcycle
    expect(harley.status).toBe(404);
    expect(harley.body).toMatchObject({ status: 'unknown', year: 2014 });
  });
});
