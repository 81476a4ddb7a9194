import { describe, expect, it } from 'vitest';
import type { FitQualifiers } from '@/features/vehicles/model';
import {
  countMatchingVehicles,
  formatYears,
  groupVehicles,
  matchesVehicleQuery,
  VEHICLE_JSON_LD_LIMIT,
  vehicleRanges,
  vehicleSearchText,
  vehiclesJsonLd,
  type FitVehicle,
  type VehicleRange,
} from './fitment';

describe('compatible vehicles', () => {
  const v = (id: number, year: number, make: string, model: string, engine = '', q: Partial<FitQualifiers> = {}): FitVehicle => ({
    id,
    year,
    make,
    model,
    engine,
    position: null,
    quantity: null,
    notes: null,
    ...q,
  });
  const list = [
    v(1, 2014, 'Honda', 'Civic', '1.8L'),
    v(2, 2016, 'Honda', 'Civic', '2.0L'),
    v(3, 2015, 'Audi', 'A4'),
    v(4, 2015, 'Honda', 'Accord'),
  ];
  const years = (ranges: VehicleRange[]) => ranges.map((r) => `${r.from}-${r.to} ${r.engine}`.trim());

  it('groups by make and model, newest year first', () => {
    expect(
      groupVehicles(list).map((g) => [g.make, g.models.map((m) => [m.model, m.ranges.map((r) => r.vehicles.map((x) => x.id))])]),
    ).toEqual([
      ['Audi', [['A4', [[3]]]]],
      [
        'Honda',
        [
          ['Accord', [[4]]],
          ['Civic', [[2], [1]]],
        ],
      ],
    ]);
  });

  it('collapses consecutive years of one make, model and engine into a range; a gap breaks it', () => {
    const civic = [2016, 2017, 2018, 2019, 2021, 2012].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4'));
    const ranges = vehicleRanges(civic);
    expect(years(ranges)).toEqual(['2021-2021 2.0L I4', '2016-2019 2.0L I4', '2012-2012 2.0L I4']);
    // Newest vehicle first in each range.
    expect(ranges[1]!.vehicles.map((x) => x.year)).toEqual([2019, 2018, 2017, 2016]);
  });

  it('keeps different engines, models and qualifiers apart', () => {
    const ranges = vehicleRanges([
      v(1, 2016, 'Honda', 'Civic', '2.0L'),
      v(2, 2017, 'Honda', 'Civic', '1.5L T'),
      v(3, 2017, 'Honda', 'Accord', '2.0L'),
      v(4, 2018, 'Honda', 'Civic', '2.0L', { position: 'front' }),
      v(5, 2019, 'Honda', 'Civic', '2.0L', { position: 'front', quantity: 2 }),
      v(6, 2020, 'Honda', 'Civic', '2.0L', { position: 'front', quantity: 2, notes: 'w/ A/C' }),
      v(7, 2021, 'Honda', 'Civic', '2.0L', { position: 'front', quantity: 2, notes: 'w/ A/C' }),
    ]);
    expect(ranges.map((r) => [r.model, r.from, r.to, r.engine, r.position, r.quantity, r.notes])).toEqual([
      ['Accord', 2017, 2017, '2.0L', null, null, null],
      ['Civic', 2020, 2021, '2.0L', 'front', 2, 'w/ A/C'],
      ['Civic', 2019, 2019, '2.0L', 'front', 2, null],
      ['Civic', 2018, 2018, '2.0L', 'front', null, null],
      ['Civic', 2017, 2017, '1.5L T', null, null, null],
      ['Civic', 2016, 2016, '2.0L', null, null, null],
    ]);
  });

  it('writes a range or a single year in the locale’s digits, left to the page’s direction', () => {
    expect(formatYears({ from: 2016, to: 2019 }, 'en')).toBe('2016–2019');
    expect(formatYears({ from: 2016, to: 2016 }, 'en')).toBe('2016');
    expect(formatYears({ from: 2016, to: 2019 }, 'ru')).toBe('2016–2019');
    // No grouping separator in a year; in Arabic the digits the locale uses, no forced direction mark.
    const ar = formatYears({ from: 2016, to: 2019 }, 'ar');
    expect(ar).toBe(
      `${new Intl.NumberFormat('ar', { useGrouping: false }).format(2016)}–${new Intl.NumberFormat('ar', { useGrouping: false }).format(2019)}`,
    );
    expect(ar).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(formatYears({ from: 2016, to: 2016 }, 'ar-EG')).toBe('٢٠١٦');
  });

  it('searches every word in year, make, model and engine; a year inside a range finds the range', () => {
    // As the compatible-vehicles field narrows its list: each entry's search text against the query.
    const filter = (vehicles: FitVehicle[], query: string) =>
      vehicleRanges(vehicles)
        .filter((r) => matchesVehicleQuery(vehicleSearchText(r), query))
        .map((r) => r.vehicles.map((x) => x.id));
    expect(filter(list, 'civic 2014')).toEqual([[1]]);
    expect(filter(list, '  ').length).toBe(4);
    expect(filter(list, 'honda').length).toBe(3);
    const civic = [2016, 2017, 2018, 2019].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4'));
    expect(filter(civic, '2017')).toEqual([[4, 3, 2, 1]]);
    expect(filter(civic, 'civic 2.0l 2019')).toEqual([[4, 3, 2, 1]]);
    expect(filter(civic, '2020')).toEqual([]);
  });

  it('counts the vehicles of an entry that match', () => {
    const [range] = vehicleRanges([2016, 2017, 2018, 2019].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4')));
    const ys = range!.vehicles.map((x) => String(x.year));
    const search = vehicleSearchText(range!);
    expect(countMatchingVehicles(ys, search, '')).toBe(4);
    expect(countMatchingVehicles(ys, search, 'civic')).toBe(4);
    expect(countMatchingVehicles(ys, search, '2017')).toBe(1);
    expect(countMatchingVehicles(ys, search, '2017 civic')).toBe(1);
    expect(countMatchingVehicles(ys, search, '201')).toBe(4);
    expect(countMatchingVehicles(ys, search, '2016 2019')).toBe(1);
    expect(countMatchingVehicles(ys, search, 'accord')).toBe(0);
    expect(countMatchingVehicles(ys, search, '2020')).toBe(0);
  });

  it('describes the vehicles as schema.org Vehicles, one per range, at most the limit', () => {
    const civic = [2016, 2017, 2018, 2019].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4', { position: 'front' }));
    const make = (name: string) => ({ brand: { '@type': 'Brand', name }, manufacturer: { '@type': 'Organization', name } });
    expect(vehiclesJsonLd([...civic, v(9, 2015, 'Audi', 'A4')])).toEqual([
      { '@type': 'Vehicle', name: '2015 Audi A4', vehicleModelDate: '2015', ...make('Audi'), model: 'A4' },
      {
        '@type': 'Vehicle',
        name: '2016–2019 Honda Civic 2.0L I4',
        vehicleModelDate: '2016/2019',
        ...make('Honda'),
        model: 'Civic',
        vehicleEngine: { '@type': 'EngineSpecification', name: '2.0L I4' },
      },
    ]);
    expect(vehiclesJsonLd([])).toEqual([]);
    // Every other year: no ranges, so the limit cuts the list.
    const many = Array.from({ length: 120 }, (_, i) => v(i + 1, 1900 + 2 * i, 'Ford', 'F-150'));
    expect(vehiclesJsonLd(many)).toHaveLength(VEHICLE_JSON_LD_LIMIT);
    expect(vehiclesJsonLd(many)[0]!.vehicleModelDate).toBe('2138');
    expect(vehiclesJsonLd(many, 3)).toHaveLength(3);
  });
});
