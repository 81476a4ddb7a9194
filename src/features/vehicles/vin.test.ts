import { describe, expect, it } from 'vitest';
import { checkVinDigit, normalizeVin, parseVin, validateVinFormat, vinCheckDigit, vinModelYear, vinRegion, vinWmi } from './vin';

// Real VINs (check digits recomputed by hand with the weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2):
const ACCORD_2003 = '1HGCM82633A004352'; // Honda Accord built in Ohio, check digit 3
const FREIGHTLINER_1989 = '1M8GDM9AXKP042788'; // the textbook VIN whose check digit is X
const PASSAT_2013 = '1VWBH7A30DC104945'; // VW Passat built in Chattanooga, check digit 0
const KONA_2023 = 'KM8K2CAB4PU001140'; // Hyundai Kona built in Korea, check digit 4
// Real-format European VINs whose position 9 is a filler, not a check digit:
const GOLF_2003 = 'WVWZZZ1JZ3W386752'; // VW Golf IV: Z where the sum gives 9
const GRANTA_2012 = 'XTA219010C0123456'; // Lada Granta: AvtoVAZ writes 0 where the sum gives 7

const NOW = 2026;

describe('typing a VIN', () => {
  it('accepts lower case and spaces copied from registration papers', () => {
    expect(normalizeVin('  1hgcm 8263 3a00 4352 ')).toBe(ACCORD_2003);
    expect(normalizeVin('1hgcm82633a004352\t')).toBe(ACCORD_2003);
    expect(validateVinFormat(' 1hgcm82633 a004352 ')).toEqual({ ok: true, vin: ACCORD_2003 });
  });

  it('asks for a VIN when the box holds only spaces', () => {
    expect(validateVinFormat('')).toEqual({ ok: false, problem: 'empty' });
    expect(validateVinFormat('   ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses a VIN with a missing or an extra character', () => {
    expect(validateVinFormat(ACCORD_2003.slice(0, 16))).toEqual({ ok: false, problem: 'length' });
    expect(validateVinFormat(`${ACCORD_2003}7`)).toEqual({ ok: false, problem: 'length' });
  });

  it('refuses I, O and Q (never used, usually a misread 1 or 0) and punctuation', () => {
    expect(validateVinFormat('1HGCM82633A0O4352')).toEqual({ ok: false, problem: 'characters' });
    expect(validateVinFormat('1HGCM8263IA004352')).toEqual({ ok: false, problem: 'characters' });
    expect(validateVinFormat('1HGCM82633A00435Q')).toEqual({ ok: false, problem: 'characters' });
    expect(validateVinFormat('1HGCM-82633A004352')).toEqual({ ok: false, problem: 'characters' });
    // A wrong letter is named even when the length is also wrong: it is the likelier mistake.
    expect(validateVinFormat('1HGCM82633AO')).toEqual({ ok: false, problem: 'characters' });
  });
});

describe('the check digit', () => {
  it('matches on real North American VINs', () => {
    expect(vinCheckDigit(ACCORD_2003)).toBe('3');
    expect(vinCheckDigit(PASSAT_2013)).toBe('0');
    expect(checkVinDigit(ACCORD_2003)).toEqual({ expected: '3', actual: '3', matches: true, required: true });
  });

  it('is written X when the remainder is 10', () => {
    expect(vinCheckDigit(FREIGHTLINER_1989)).toBe('X');
    expect(checkVinDigit(FREIGHTLINER_1989).matches).toBe(true);
  });

  it('is also right on an Asian VIN, where it is optional', () => {
    expect(checkVinDigit(KONA_2023)).toEqual({ expected: '4', actual: '4', matches: true, required: false });
  });

  it('catches one mistyped character and says what position 9 should be', () => {
    // Last serial digit 2 typed as 3: the sum changes, so position 9 should now read 5.
    expect(checkVinDigit('1HGCM82633A004353')).toEqual({ expected: '5', actual: '3', matches: false, required: true });
  });

  it('reads lower case and spaces like the box does, and rejects a malformed VIN', () => {
    expect(vinCheckDigit('1m8gdm9axkp 042788')).toBe('X');
    expect(() => vinCheckDigit('1HGCM82633A00435')).toThrow(RangeError);
    expect(() => checkVinDigit('1HGCM82633A0O4352')).toThrow(RangeError);
  });
});

describe('model year', () => {
  it('reads position 10 on real VINs', () => {
    expect(vinModelYear(ACCORD_2003, NOW)).toBe(2003);
    expect(vinModelYear(PASSAT_2013, NOW)).toBe(2013);
    expect(vinModelYear(KONA_2023, NOW)).toBe(2023);
  });

  it('for North American VINs, a digit at position 7 means 1980-2009 and a letter 2010-2039', () => {
    // Same code K at position 10; only position 7 differs (9 → A, check digit recomputed to 5).
    expect(vinModelYear(FREIGHTLINER_1989, NOW)).toBe(1989);
    expect(vinModelYear('1M8GDMAA5KP042788', NOW)).toBe(2019);
    // Code D: the Passat has a letter at position 7, so 2013 rather than 1983.
    expect(PASSAT_2013[6]).toBe('A');
    expect(vinModelYear(PASSAT_2013, NOW)).toBe(2013);
  });

  it('elsewhere takes the latest year that is not in the future', () => {
    // Code P is 1993 or 2023: a shopper in 2026 means 2023, one in 2020 could only mean 1993.
    expect(vinModelYear(KONA_2023, 2026)).toBe(2023);
    expect(vinModelYear(KONA_2023, 2020)).toBe(1993);
    expect(vinModelYear(GRANTA_2012, NOW)).toBe(2012);
    expect(vinModelYear(GOLF_2003, NOW)).toBe(2003);
  });

  it('lets next model year through by default, since those cars are sold from the summer on', () => {
    const nextYear = new Date().getFullYear() + 1;
    const code = 'ABCDEFGHJKLMNPRSTVWXY123456789'[(nextYear - 1980) % 30];
    // A Korean-built VIN (no position-7 rule) carrying next year's code.
    const vin = `KM8K2CAB4${code}U001140`;
    expect(vinModelYear(vin)).toBe(nextYear);
  });

  it('does not trust the position-7 rule when it would give a future year', () => {
    // Letter at position 7 and code Y would be 2030; before then it can only be 2000.
    const vin = '1M8GDMAA0YP042788';
    expect(vinModelYear(vin, 2027)).toBe(2000);
    expect(vinModelYear(vin, 2031)).toBe(2030);
  });

  it('is unknown when position 10 holds no year code', () => {
    expect(vinModelYear('XTA21901000123456', NOW)).toBeNull(); // 0 is not a year code
    expect(vinModelYear('WVWZZZ1JZUW386752', NOW)).toBeNull(); // nor is U
    expect(vinModelYear('WVWZZZ1JZZW386752', NOW)).toBeNull(); // nor is Z
  });
});

describe('maker and region', () => {
  it('takes the first three characters as the world manufacturer identifier', () => {
    expect(vinWmi(ACCORD_2003)).toBe('1HG');
    expect(vinWmi(' xta219010c0123456')).toBe('XTA');
  });

  it('tells the region of manufacture from the first character', () => {
    expect(vinRegion(ACCORD_2003)).toBe('north-america');
    expect(vinRegion(PASSAT_2013)).toBe('north-america');
    expect(vinRegion(KONA_2023)).toBe('asia');
    expect(vinRegion(GOLF_2003)).toBe('europe');
    expect(vinRegion(GRANTA_2012)).toBe('europe');
    expect(vinRegion('6T1BF3EK5CU123456')).toBe('oceania'); // Australian-built Camry
    expect(vinRegion('9BWZZZ377VT004251')).toBe('south-america'); // Brazilian-built VW
    expect(vinRegion('AHTFR22G006012345')).toBe('africa'); // South African-built Hilux
    expect(vinRegion('0HGCM82633A004352')).toBe('unknown');
  });
});

describe('parsing what the shopper typed', () => {
  it('finds a well-formed North American VIN', () => {
    expect(parseVin(' 1hgcm82633a004352 ', NOW)).toEqual({
      kind: 'ok',
      vin: ACCORD_2003,
      wmi: '1HG',
      year: 2003,
      region: 'north-america',
      checkDigitWarning: false,
    });
  });

  it('stops a North American VIN whose check digit does not match', () => {
    expect(parseVin('1HGCM82633A004353', NOW)).toEqual({
      kind: 'check-digit',
      vin: '1HGCM82633A004353',
      wmi: '1HG',
      year: 2003,
      expected: '5',
      actual: '3',
    });
  });

  it('still looks up a European VW whose position 9 is a filler, with a warning', () => {
    expect(checkVinDigit(GOLF_2003)).toEqual({ expected: '9', actual: 'Z', matches: false, required: false });
    expect(parseVin(GOLF_2003, NOW)).toEqual({
      kind: 'ok',
      vin: GOLF_2003,
      wmi: 'WVW',
      year: 2003,
      region: 'europe',
      checkDigitWarning: true,
    });
  });

  it('still looks up a Lada, typed in lower case with spaces, with a warning', () => {
    expect(parseVin('xta 21901 0c0 123456', NOW)).toEqual({
      kind: 'ok',
      vin: GRANTA_2012,
      wmi: 'XTA',
      year: 2012,
      region: 'europe',
      checkDigitWarning: true,
    });
  });

  it('accepts an Asian VIN whose check digit matches, without a warning', () => {
    const parsed = parseVin(KONA_2023, NOW);
    expect(parsed).toMatchObject({ kind: 'ok', wmi: 'KM8', year: 2023, region: 'asia', checkDigitWarning: false });
  });

  it('reports the format problem and nothing else for a malformed VIN', () => {
    expect(parseVin('', NOW)).toEqual({ kind: 'malformed', problem: 'empty' });
    expect(parseVin('1HGCM82633A00435', NOW)).toEqual({ kind: 'malformed', problem: 'length' });
    expect(parseVin('1HGCM82633A0O4352', NOW)).toEqual({ kind: 'malformed', problem: 'characters' });
  });
});
