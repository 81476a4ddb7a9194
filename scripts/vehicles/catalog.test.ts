// vehicles.json is what `npm run vehicles` makes of the catalogue (src/seed/data/vehicle-catalog.txt):
// an edit to one without the other fails here. vPIC is not opened (unpacking it alone takes about
// 2 s and 75 MB): the WMIs vPIC gave are taken from the committed file, so this checks everything
// the catalogue decides (makes, models, years, engines, extra WMIs added) and the file's layout,
// while the WMIs themselves are as reproducible as corgi's pinned vPIC.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVehicleData, formatVehicleData, parseCatalog, type VehicleData } from './catalog';

const read = (file: string) => readFileSync(new URL(`../../src/seed/data/${file}`, import.meta.url), 'utf8');

describe('the vehicle catalogue', () => {
  it('builds the committed vehicles.json, byte for byte', () => {
    const committed = read('vehicles.json');
    const parsed = JSON.parse(committed) as VehicleData;
    const committedWmi = new Map(parsed.makes.map((make) => [make.slug, make.wmi]));
    const built = buildVehicleData(parseCatalog(read('vehicle-catalog.txt')), (make) => committedWmi.get(make.slug) ?? []);
    expect(built, 'vehicles.json is out of date: run `npm run vehicles`').toEqual(parsed);
    expect(formatVehicleData(built), 'vehicles.json is not laid out as the generator lays it out: run `npm run vehicles`').toBe(committed);
  });

  const make = '@Toyota|toyota|JP|Toyota|SB1\n';
  it.each([
    ['a misspelt engine', 'Corolla|1990-1991|1990-1991:1.6 I4', 'bad engine name "1.6 I4"'],
    ['a year without an engine', 'Corolla|1990-1992|1990-1991:1.6L I4', 'no engine for 1992'],
    ['a year before the first', 'Corolla|1989-1991|1989-1991:1.6L I4', 'year range out of bounds "1989-1991"'],
    ['five engines in a year', 'Corolla|1990|1990:1.3L I4,1.5L I4,1.6L I4,1.8L I4,2.0L I4', 'more than 4 engines'],
    ['a model twice', 'Corolla|1990|1990:1.6L I4\nCOROLLA|1991|1991:1.6L I4', 'duplicate model slug corolla'],
  ])('refuses %s', (_, models, message) => {
    expect(() => parseCatalog(make + models)).toThrow(message);
  });

  it('reads engine segments as a union per year, within the years the model was sold', () => {
    const [toyota] = parseCatalog(`# a comment\n${make}\nRidgeline|2006-2007,2009|2006-2009:3.5L V6;2007:3.0L V6|-\n`);
    const data = buildVehicleData([toyota!], () => ['JT1']);
    expect(data.makes[0]).toEqual({
      name: 'Toyota',
      slug: 'toyota',
      country: 'JP',
      wmi: ['JT1', 'SB1'],
      models: [
        {
          name: 'Ridgeline',
          slug: 'ridgeline',
          years: [
            [2006, 2007],
            [2009, 2009],
          ],
          engines: [
            { years: [2006, 2007], name: '3.5L V6' },
            { years: [2007, 2007], name: '3.0L V6' },
            { years: [2009, 2009], name: '3.5L V6' },
          ],
        },
      ],
    });
  });
});
