import { describe, expect, it } from 'vitest';
import { decideMake, displacementFromCode, engineSpec, makesForWmi, matchEngines, matchModel, type MakeData } from './decode';

const MAKES: MakeData[] = [
  { name: 'Volkswagen', slug: 'volkswagen', wmi: ['WVW', '1C4'], models: [{ name: 'Golf', slug: 'golf' }] },
  { name: 'Jeep', slug: 'jeep', wmi: ['1C4', '1J4'], models: [{ name: 'Grand Cherokee', slug: 'grand-cherokee' }] },
  { name: 'Dodge', slug: 'dodge', wmi: ['1C4', '1B3'], models: [{ name: 'Durango', slug: 'durango' }] },
  {
    name: 'Mazda',
    slug: 'mazda',
    wmi: ['JM1'],
    models: [
      { name: 'Mazda3', slug: 'mazda3' },
      { name: 'CX-5', slug: 'cx-5' },
    ],
  },
  {
    name: 'Ford',
    slug: 'ford',
    wmi: ['1FT'],
    models: [
      { name: 'F-150', slug: 'f-150' },
      { name: 'F-250', slug: 'f-250' },
    ],
  },
];

describe('which make a VIN belongs to', () => {
  it('takes the make from our WMI list, whatever the decoder says', () => {
    expect(makesForWmi('1j4', MAKES).map((m) => m.slug)).toEqual(['jeep']);
    expect(decideMake('1J4', { make: 'Dodge', model: 'Grand Cherokee' }, MAKES)?.slug).toBe('jeep');
  });

  it('settles a shared WMI by the make that sells the decoded model, so a Jeep is not a Dodge', () => {
    expect(decideMake('1C4', { make: 'Dodge', model: 'Grand Cherokee' }, MAKES)?.slug).toBe('jeep');
    expect(decideMake('1C4', { make: 'Dodge', model: 'Durango' }, MAKES)?.slug).toBe('dodge');
    expect(decideMake('1C4', { make: 'Jeep' }, MAKES)?.slug).toBe('jeep');
  });

  it('falls back to the decoder only when our data has no such WMI', () => {
    expect(decideMake('3FA', { make: 'FORD' }, MAKES)?.slug).toBe('ford');
    expect(decideMake('1HD', { make: 'Harley-Davidson' }, MAKES)).toBeNull();
    expect(decideMake('AAA', {}, MAKES)).toBeNull();
  });
});

describe('which of our models the decoder means', () => {
  it('ignores case, spaces and punctuation, and reads a bare "3" as Mazda3', () => {
    expect(matchModel('f150', 'Ford', MAKES[4].models)?.slug).toBe('f-150');
    expect(matchModel('CX 5', 'Mazda', MAKES[3].models)?.slug).toBe('cx-5');
    expect(matchModel('3', 'Mazda', MAKES[3].models)?.slug).toBe('mazda3');
  });

  it('does not guess beyond that', () => {
    expect(matchModel('F-550', 'Ford', MAKES[4].models)).toBeNull();
    expect(matchModel(undefined, 'Ford', MAKES[4].models)).toBeNull();
    expect(matchModel('', 'Ford', MAKES[4].models)).toBeNull();
  });
});

describe('which engine', () => {
  it('reads our engine names', () => {
    expect(engineSpec('1.8L I4')).toEqual({ displacement: 1.8, cylinders: 4, electric: false, hybrid: false, diesel: false });
    expect(engineSpec('3.0L V6 Diesel')).toMatchObject({ displacement: 3, cylinders: 6, diesel: true });
    expect(engineSpec('2.0L I4 Turbo Hybrid')).toMatchObject({ hybrid: true, cylinders: 4 });
    expect(engineSpec('Electric')).toMatchObject({ electric: true, displacement: null, cylinders: null });
  });

  it('guesses a displacement from Honda and Nissan engine codes and from "1.4 TSI"', () => {
    expect(displacementFromCode('R18Z1')).toBe(1.8);
    expect(displacementFromCode('QR25DE')).toBe(2.5);
    expect(displacementFromCode('1.4 TSI')).toBe(1.4);
    expect(displacementFromCode('LFV - Direct Injection')).toBeNull();
    expect(displacementFromCode('M274')).toBeNull();
  });

  const CIVIC_2014 = ['1.5L I4 Hybrid', '1.8L I4', '2.4L I4'];

  it('picks the 2014 Civic 1.8L from gasoline, four cylinders and engine code R18Z1', () => {
    expect(matchEngines(CIVIC_2014, { fuel: 'Gasoline', cylinders: 4, engineCode: 'R18Z1' })).toEqual(['1.8L I4']);
  });

  it('leaves the choice to the shopper when the facts allow several engines', () => {
    expect(matchEngines(CIVIC_2014, { fuel: 'Gasoline', cylinders: 4 })).toEqual(['1.8L I4', '2.4L I4']);
  });

  it('treats a guessed displacement as a hint, a stated one as binding', () => {
    expect(matchEngines(CIVIC_2014, { fuel: 'Gasoline', engineCode: 'K20C2' })).toEqual(['1.8L I4', '2.4L I4']);
    expect(matchEngines(CIVIC_2014, { fuel: 'Gasoline', displacement: 2.0 })).toEqual([]);
  });

  it('tells hybrid, diesel and electric apart', () => {
    expect(matchEngines(CIVIC_2014, { fuel: 'Hybrid', cylinders: 4 })).toEqual(['1.5L I4 Hybrid']);
    expect(matchEngines(['2.0L I4', '2.0L I4 Diesel'], { fuel: 'Diesel', displacement: 2 })).toEqual(['2.0L I4 Diesel']);
    expect(matchEngines(['Electric', '2.0L I4'], { fuel: 'Electric' })).toEqual(['Electric']);
  });
});
