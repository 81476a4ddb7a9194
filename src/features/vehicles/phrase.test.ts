// Unit: finding the vehicle a shopper names inside a search, in English, Russian and Arabic.
import { describe, expect, it } from 'vitest';
import { asciiDigits, parseVehiclePhrase, phraseIndex, type PhraseCatalogue } from './phrase';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const catalogue: PhraseCatalogue = {
  makes: [
    { slug: 'honda', name: 'Honda' },
    { slug: 'mazda', name: 'Mazda' },
    { slug: 'land-rover', name: 'Land Rover' },
    { slug: 'lada', name: 'Lada' },
    { slug: 'nissan', name: 'Nissan' },
    { slug: 'datsun', name: 'Datsun' },
  ],
  models: [
    { make: 'honda', slug: 'civic', name: 'Civic', years: range(1990, 2025) },
    { make: 'honda', slug: 'cr-v', name: 'CR-V', years: range(1997, 2025) },
    { make: 'mazda', slug: 'mazda3', name: 'Mazda3', years: range(2004, 2025) },
    { make: 'land-rover', slug: 'range-rover', name: 'Range Rover', years: range(1995, 2025) },
    { make: 'lada', slug: '2107', name: '2107', years: range(1990, 2012) },
    { make: 'nissan', slug: 'sunny', name: 'Sunny', years: range(1990, 2006) },
    { make: 'datsun', slug: 'sunny', name: 'Sunny', years: range(2014, 2020) },
  ],
};
const index = phraseIndex(catalogue);
const parse = (text: string) => parseVehiclePhrase(text, index);

describe('a vehicle named in a search', () => {
  it('reads year, make and model in any order and leaves the other words to search', () => {
    expect(parse('2019 civic brake pads')).toEqual({
      year: 2019,
      askedYear: null,
      make: 'honda',
      model: 'civic',
      engine: null,
      rest: 'brake pads',
    });
    expect(parse('honda civic 2019 pads')).toMatchObject({ year: 2019, make: 'honda', model: 'civic', rest: 'pads' });
    expect(parse('Brake pads for 2019 Honda Civic')).toMatchObject({ model: 'civic', rest: 'Brake pads' });
  });

  it('understands Russian, with case endings', () => {
    expect(parse('колодки цивик 2019')).toMatchObject({ year: 2019, make: 'honda', model: 'civic', rest: 'колодки' });
    expect(parse('колодки для хонды цивик 2019г')).toMatchObject({ year: 2019, model: 'civic', rest: 'колодки' });
    expect(parse('фильтр на Сивик 2015')).toMatchObject({ year: 2015, model: 'civic', rest: 'фильтр' });
  });

  it('understands Arabic, with Arabic-Indic digits', () => {
    expect(parse('فحمات فرامل سيفيك ٢٠١٩')).toMatchObject({ year: 2019, make: 'honda', model: 'civic', rest: 'فحمات فرامل' });
    expect(parse('فلتر هوندا سيفيك 2019')).toMatchObject({ model: 'civic', rest: 'فلتر' });
    expect(asciiDigits('٢٠١٩ ۲۰۱۹')).toBe('2019 2019');
  });

  it('matches names whatever their punctuation, spaces and case', () => {
    expect(parse('2018 crv wipers')).toMatchObject({ model: 'cr-v', rest: 'wipers' });
    expect(parse('2018 CR V wipers')).toMatchObject({ model: 'cr-v', rest: 'wipers' });
    expect(parse('mazda 3 2016 rotor')).toMatchObject({ make: 'mazda', model: 'mazda3', rest: 'rotor' });
    expect(parse('2010 land rover range rover filter')).toMatchObject({ make: 'land-rover', model: 'range-rover', rest: 'filter' });
  });

  it('reads an engine size next to the vehicle', () => {
    expect(parse('2019 civic 2.0 oil filter')).toMatchObject({ engine: '2.0', rest: 'oil filter' });
    expect(parse('2019 civic 1.5l')).toMatchObject({ engine: '1.5', rest: '' });
  });

  it('is no vehicle without a year, or with a year alone, or a make alone', () => {
    expect(parse('civic brake pads')).toBeNull();
    expect(parse('2019 brake pads')).toBeNull();
    expect(parse('2019 honda brake pads')).toBeNull();
    expect(parse('brake pads')).toBeNull();
  });

  it('does not read a model number as a year', () => {
    expect(parse('lada 2107 2005 clutch')).toMatchObject({ year: 2005, make: 'lada', model: '2107', rest: 'clutch' });
  });

  it('settles a model two makes share by the year, and otherwise leaves the words alone', () => {
    expect(parse('2003 sunny wipers')).toMatchObject({ make: 'nissan', model: 'sunny' });
    expect(parse('2016 sunny wipers')).toMatchObject({ make: 'datsun', model: 'sunny' });
    expect(parse('2010 sunny wipers')).toBeNull();
    expect(parse('2010 nissan sunny wipers')).toMatchObject({ make: 'nissan', year: 2006, askedYear: 2010 });
  });

  it('takes the nearest year the model was made in when the asked one is not', () => {
    expect(parse('2030 civic pads')).toMatchObject({ year: 2025, askedYear: 2030 });
    expect(parse('1995 cr-v pads')).toMatchObject({ year: 1997, askedYear: 1995 });
  });
});
