import { describe, expect, it } from 'vitest';
import { fitStatus, parseVehicleId, vehicleLabel } from './model';

describe('vehicle names and fit', () => {
  it('names a vehicle as year, make, model and engine', () => {
    expect(vehicleLabel({ year: 2014, make: 'Honda', model: 'Civic', engine: '1.8L I4' })).toBe('2014 Honda Civic 1.8L I4');
  });

  it('a universal product fits every vehicle, even when none is chosen', () => {
    expect(fitStatus('all', null, false)).toBe('universal');
    expect(fitStatus('all', 7, false)).toBe('universal');
  });

  it('a listed product fits only the vehicles it is listed for', () => {
    expect(fitStatus('list', 7, true)).toBe('fits');
    expect(fitStatus('list', 7, false)).toBe('does-not-fit');
    expect(fitStatus('list', null, false)).toBe('no-vehicle');
  });

  it('a product without fitment data is unknown for a chosen vehicle', () => {
    expect(fitStatus('unknown', 7, false)).toBe('unknown');
  });

  it('reads only positive integers as vehicle ids', () => {
    expect(parseVehicleId('42')).toBe(42);
    expect(parseVehicleId(' 42 ')).toBe(42);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', 'abc', '99999999999', '1e3']) expect(parseVehicleId(bad)).toBeNull();
  });
});
