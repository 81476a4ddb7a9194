// A cart line's fit for the vehicle it was added for (fit.ts): the five states, and the query the cart asks them with.
import { describe, expect, it } from 'vitest';
import { fitQuery, isLineFit, lineFit, lineFitMessage, MAX_FIT_LINES, misfits, parseFitQuery } from './fit';

const listed = { position: null, quantity: null, notes: null };

describe('how a line fits its vehicle', () => {
  it('fits when the part is listed for the vehicle without conditions', () => {
    expect(lineFit('list', 5, listed)).toEqual({ fit: 'fits', qualifiers: null });
  });

  it('fits with conditions when the fitment row names a position, a quantity or notes', () => {
    expect(lineFit('list', 5, { position: 'front', quantity: 2, notes: ' w/ A/C ' })).toEqual({
      fit: 'fits-with-conditions',
      qualifiers: { position: 'front', quantity: 2, notes: 'w/ A/C' },
    });
    expect(lineFit('list', 5, { position: null, quantity: null, notes: 'w/ A/C' }).fit).toBe('fits-with-conditions');
    expect(lineFit('list', 5, { position: null, quantity: 0, notes: '  ' }).fit).toBe('fits');
  });

  it('does not fit when the part is listed only for other vehicles', () => {
    expect(lineFit('list', 5, null)).toEqual({ fit: 'does-not-fit', qualifiers: null });
  });

  it('is unknown without a vehicle or without fitment data', () => {
    expect(lineFit('list', null, null).fit).toBe('unknown');
    expect(lineFit('unknown', 5, null).fit).toBe('unknown');
    expect(lineFit('unknown', null, null).fit).toBe('unknown');
  });

  it('is universal for a part that fits every vehicle, with or without one', () => {
    expect(lineFit('all', 5, null).fit).toBe('universal');
    expect(lineFit('all', null, null).fit).toBe('universal');
  });

  it('names each state, and a line without a vehicle asks for none', () => {
    expect(lineFitMessage('does-not-fit', true)).toBe('TEXT_LINE_FIT_DOES_NOT_FIT');
    expect(lineFitMessage('fits-with-conditions', true)).toBe('TEXT_LINE_FIT_CONDITIONS');
    expect(lineFitMessage('unknown', false)).toBe('TEXT_LINE_FIT_NO_VEHICLE');
    expect(lineFitMessage('universal', false)).toBe('TEXT_LINE_FIT_UNIVERSAL');
  });

  it('picks the lines that do not fit', () => {
    const lines = [
      { id: 1, fit: 'fits' as const },
      { id: 2, fit: 'does-not-fit' as const },
      { id: 3, fit: 'unknown' as const },
    ];
    expect(misfits(lines).map((l) => l.id)).toEqual([2]);
    expect(isLineFit('fits-with-conditions')).toBe(true);
    expect(isLineFit('no-vehicle')).toBe(false);
  });
});

describe('the fit query of a cart', () => {
  it('names each product and vehicle pair once, sorted, 0 for no vehicle', () => {
    expect(
      fitQuery([
        { productId: 12, vehicleId: 3 },
        { productId: 4, vehicleId: null },
        { productId: 12, vehicleId: 3 },
      ]),
    ).toBe('12.3,4.0');
  });

  it('reads back the pairs it wrote', () => {
    expect(parseFitQuery('12.3,4.0')).toEqual([
      { productId: 12, vehicleId: 3 },
      { productId: 4, vehicleId: null },
    ]);
  });

  it('refuses anything else', () => {
    for (const bad of [null, '', '12', '12.', '0.3', '12.3,', 'a.b', '-1.2', '12.3.4', '99999999999.1', '2147483648.1', '1.2147483648'])
      expect(parseFitQuery(bad)).toBeNull();
    expect(parseFitQuery(Array.from({ length: MAX_FIT_LINES + 1 }, (_, i) => `${i + 1}.0`).join(','))).toBeNull();
  });

  it('asks for at most the lines one answer holds', () => {
    const many = Array.from({ length: MAX_FIT_LINES + 5 }, (_, i) => ({ productId: i + 1, vehicleId: null }));
    expect(parseFitQuery(fitQuery(many))).toHaveLength(MAX_FIT_LINES);
  });
});
