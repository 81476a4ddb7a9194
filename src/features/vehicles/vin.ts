// VIN rules: what a shopper's typed VIN means before any lookup (format, check digit, model year,
// manufacturer code, region). Kept pure and free of I/O so the VIN box can answer instantly in the
// browser and the server lookup applies exactly the same rules; turning a WMI into a make and a
// model into a garage vehicle is the lookup's job (vehicles.json carries each make's WMIs).
//
// Decisions:
// - Input is forgiving: surrounding and inner whitespace is dropped and case ignored, because VINs
//   are copied from registration papers and windscreen plates with spaces and in lower case.
//   Nothing else is rewritten: an O is not silently read as 0, the shopper is told instead.
// - A character problem is reported before a length problem: "I, O and Q are not used" helps more
//   than "wrong length" when both apply, since a misread 0/O or 1/I is the usual cause.
// - The check digit (position 9) binds only North American VINs (first character 1-5), where US
//   and Canadian rules require it. Elsewhere (ISO 3779) it is optional and often a filler such as
//   Z or 0 (VW "WVWZZZ...", Lada "XTA...0..."), so a mismatch there is a warning, never a refusal.
// - Model year (position 10) repeats every 30 years. For North American VINs of passenger
//   vehicles position 7 tells the cycle (letter: 2010-2039, digit: 1980-2009); elsewhere, or when
//   that rule would give a year after `now`, the most recent year not after `now` is taken. `now`
//   defaults to next year, since next model year's cars are sold from the summer on.

/** Characters a VIN may hold: digits and letters without I, O and Q. */
const VIN_CHARACTER = /^[A-HJ-NPR-Z0-9]$/;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_LENGTH = 17;

/** Position 9 weights for positions 1-17 (position 9 itself weighs 0). */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Letter values for the check digit; digits count as themselves. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Position 10 codes in order: index 0 is 1980 (and 2010), the cycle repeats every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_MODEL_YEAR = 1980;
const YEAR_CYCLE = 30;

export type VinProblem = 'empty' | 'length' | 'characters';

export type VinRegion = 'north-america' | 'europe' | 'asia' | 'oceania' | 'south-america' | 'africa' | 'unknown';

export type VinCheck = { expected: string; actual: string; matches: boolean; required: boolean };

export type ParsedVin =
  | { kind: 'malformed'; problem: VinProblem }
  /** A North American VIN whose check digit is wrong: almost surely mistyped, so not looked up. */
  | { kind: 'check-digit'; vin: string; wmi: string; year: number | null; expected: string; actual: string }
  | { kind: 'ok'; vin: string; wmi: string; year: number | null; region: VinRegion; checkDigitWarning: boolean };

/** The VIN as compared everywhere: no whitespace at all, upper case. */
export function normalizeVin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function validateVinFormat(raw: string): { ok: true; vin: string } | { ok: false; problem: VinProblem } {
  const vin = normalizeVin(raw);
  if (vin === '') return { ok: false, problem: 'empty' };
  for (const ch of vin) if (!VIN_CHARACTER.test(ch)) return { ok: false, problem: 'characters' };
  if (vin.length !== VIN_LENGTH) return { ok: false, problem: 'length' };
  return { ok: true, vin };
}

/** Normalized VIN or a thrown RangeError: the single-purpose helpers below need a well-formed VIN. */
function wellFormed(vin: string): string {
  const v = normalizeVin(vin);
  if (!VIN_PATTERN.test(v)) throw new RangeError(`Not a well-formed VIN: "${vin}"`);
  return v;
}

function charValue(ch: string): number {
  return ch >= '0' && ch <= '9' ? ch.charCodeAt(0) - 48 : TRANSLITERATION[ch];
}

/** The character position 9 should hold: the weighted sum modulo 11, with 10 written as X. */
export function vinCheckDigit(vin: string): string {
  const v = wellFormed(vin);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += charValue(v[i]) * WEIGHTS[i];
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

function isNorthAmerican(vin: string): boolean {
  return vin[0] >= '1' && vin[0] <= '5';
}

export function checkVinDigit(vin: string): VinCheck {
  const v = wellFormed(vin);
  const expected = vinCheckDigit(v);
  const actual = v[8];
  return { expected, actual, matches: expected === actual, required: isNorthAmerican(v) };
}

/** Most recent year with this position-10 code that is not after `now`, or null if none is. */
function latestYearFor(index: number, now: number): number | null {
  const first = FIRST_MODEL_YEAR + index;
  if (first > now) return null;
  return first + Math.floor((now - first) / YEAR_CYCLE) * YEAR_CYCLE;
}

/**
 * Model year from position 10, or null when position 10 holds no year code (0, I, O, Q, U, Z).
 * `now` is the latest model year to accept; by default next calendar year.
 */
export function vinModelYear(vin: string, now: number = new Date().getFullYear() + 1): number | null {
  const v = wellFormed(vin);
  const index = YEAR_CODES.indexOf(v[9]);
  if (index < 0) return null;
  if (isNorthAmerican(v)) {
    const letterAt7 = v[6] < '0' || v[6] > '9';
    const year = FIRST_MODEL_YEAR + index + (letterAt7 ? YEAR_CYCLE : 0);
    if (year <= now) return year;
  }
  return latestYearFor(index, now);
}

/** World manufacturer identifier: the first three characters. */
export function vinWmi(vin: string): string {
  return wellFormed(vin).slice(0, 3);
}

/** Region of manufacture from the first character (ISO 3780 blocks). */
export function vinRegion(vin: string): VinRegion {
  const c = wellFormed(vin)[0];
  if (c >= '1' && c <= '5') return 'north-america';
  if (c === '6' || c === '7') return 'oceania';
  if (c === '8' || c === '9') return 'south-america';
  if (c >= 'A' && c <= 'H') return 'africa';
  if (c >= 'J' && c <= 'R') return 'asia';
  if (c >= 'S' && c <= 'Z') return 'europe';
  return 'unknown';
}

/** Everything the VIN box needs in one call. */
export function parseVin(raw: string, now?: number): ParsedVin {
  const format = validateVinFormat(raw);
  if (!format.ok) return { kind: 'malformed', problem: format.problem };
  const { vin } = format;
  const wmi = vinWmi(vin);
  const year = vinModelYear(vin, now);
  const check = checkVinDigit(vin);
  if (check.required && !check.matches) {
    return { kind: 'check-digit', vin, wmi, year, expected: check.expected, actual: check.actual };
  }
  return { kind: 'ok', vin, wmi, year, region: vinRegion(vin), checkDigitWarning: !check.matches };
}
