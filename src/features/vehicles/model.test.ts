import { describe, expect, it } from 'vitest';
import {
  addToGarage,
  fitStatus,
  hasQualifiers,
  parseVehicleId,
  removeFromGarage,
  restoreGarage,
  setCurrentVehicle,
  setGarageVehicles,
  vehicleLabel,
  type Vehicle,
} from './model';

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

const CIVIC: Vehicle = { id: 1496, year: 2014, make: 'Honda', model: 'Civic', engine: '1.8L I4' };
const CHEROKEE: Vehicle = { id: 7135, year: 2015, make: 'Jeep', model: 'Grand Cherokee', engine: '3.6L V6' };

describe('the garage', () => {
  it('adds vehicles without duplicates', () => {
    expect(addToGarage([CIVIC], CHEROKEE)).toEqual([CIVIC, CHEROKEE]);
    expect(addToGarage([CIVIC, CHEROKEE], { ...CIVIC })).toEqual([CIVIC, CHEROKEE]);
  });

  it('keeps the current vehicle only while it is in the list', () => {
    const g = { vehicles: [CIVIC, CHEROKEE], currentId: CIVIC.id };
    expect(removeFromGarage(g, CHEROKEE.id)).toEqual({ vehicles: [CIVIC], currentId: CIVIC.id });
    expect(removeFromGarage(g, CIVIC.id)).toEqual({ vehicles: [CHEROKEE], currentId: null });
    expect(setGarageVehicles(g, [CHEROKEE, CHEROKEE])).toEqual({ vehicles: [CHEROKEE], currentId: null });
  });

  it('sets the current vehicle by id, or none', () => {
    const g = { vehicles: [CIVIC], currentId: null };
    expect(setCurrentVehicle(g, CIVIC.id).currentId).toBe(CIVIC.id);
    expect(setCurrentVehicle(g, 42).currentId).toBeNull();
    expect(setCurrentVehicle({ ...g, currentId: CIVIC.id }, null).currentId).toBeNull();
  });

  it('restores only well-formed vehicles from storage', () => {
    expect(restoreGarage({ vehicles: [CIVIC, { id: 'x' }, null, { ...CHEROKEE, extra: 1 }], currentId: CHEROKEE.id })).toEqual({
      vehicles: [CIVIC, CHEROKEE],
      currentId: CHEROKEE.id,
    });
    expect(restoreGarage('garbage')).toEqual({ vehicles: [], currentId: null });
    expect(restoreGarage({ vehicles: [CIVIC], currentId: 99 })).toEqual({ vehicles: [CIVIC], currentId: null });
  });
});

describe('how a part fits one vehicle', () => {
  it('tells whether a fitment row says anything about how the part fits', () => {
    expect(hasQualifiers({ position: null, quantity: null, notes: null })).toBe(false);
    expect(hasQualifiers({ position: null, quantity: null, notes: '  ' })).toBe(false);
    expect(hasQualifiers({ position: 'rear', quantity: null, notes: null })).toBe(true);
    expect(hasQualifiers({ position: null, quantity: 2, notes: null })).toBe(true);
    expect(hasQualifiers({ position: null, quantity: null, notes: 'w/ A/C' })).toBe(true);
  });
});
