// The header suggestions' order by the products' names (search-rank.ts).
import { describe, expect, it } from 'vitest';
import { nameHead, rankByName, searchLanguage } from './search-rank';

const product = (en: string, ru?: string, ar?: string) => ({ name: { en, ru, ar } });

describe('the language a search is typed in', () => {
  it('is Russian in Cyrillic, Arabic in Arabic script, English otherwise', () => {
    expect(searchLanguage('колодки')).toBe('ru');
    expect(searchLanguage('فحمات فرامل')).toBe('ar');
    expect(searchLanguage('brake pads')).toBe('en');
    expect(searchLanguage('2019 civic')).toBe('en');
  });
});

describe("a name's head noun", () => {
  it('is the last word of an English name and the first of a Russian or Arabic one, codes left out', () => {
    expect(nameHead('Norrsken Auto Classic Alternator Voltage Regulator GH-2603', 'en')).toBe('regulator');
    expect(nameHead('Aztlán Motor Heavy-Duty Alternator NU-6921', 'en')).toBe('alternator');
    expect(nameHead('Регулятор напряжения генератора Norrsken Auto GH-2603', 'ru')).toBe('регулятор');
    expect(nameHead('منظم جهد الدينمو Vltava Autodíly PC-8363', 'ar')).toBe('منظم');
  });

  it('is read from a name of more than eight words whole', () => {
    expect(nameHead('One Two Three Four Five Six Seven Eight Nine Alternator XX-1', 'en')).toBe('alternator');
  });
});

describe('the suggestions ordered by their names', () => {
  const regulator = product(
    'Norrsken Auto Classic Alternator Voltage Regulator GH-2603',
    'Регулятор напряжения генератора Norrsken Auto GH-2603',
    'منظم جهد الدينمو Norrsken Auto GH-2603',
  );
  const alternator = product(
    'Aztlán Motor Heavy-Duty Alternator NU-6921',
    'Генератор Aztlán Motor NU-6921',
    'دينمو السيارة Aztlán Motor NU-6921',
  );

  it('puts the part the search names (its head noun) above a part that only mentions it, in each language', () => {
    expect(rankByName([regulator, alternator], 'alternator', [['alternator', 'generator']])).toEqual([alternator, regulator]);
    expect(rankByName([regulator, alternator], 'генератор', [['генератор']])).toEqual([alternator, regulator]);
    expect(rankByName([regulator, alternator], 'دينمو', [['دينمو']])).toEqual([alternator, regulator]);
  });

  it('then puts names holding more of the search words first', () => {
    const doorGlass = product('Door Window Glass AB-1', 'Стекло двери AB-1');
    const windscreen = product('Windscreen AB-2', 'Лобовое стекло AB-2');
    expect(rankByName([doorGlass, windscreen], 'ветровое стекло', [['ветров', 'лобов'], ['стекл']])).toEqual([windscreen, doorGlass]);
  });

  it('then puts a word as typed above its stem or a synonym', () => {
    const pads = product('Brake Pads AB-1');
    const pad = product('Brake Pad AB-2');
    expect(rankByName([pad, pads], 'brake pads', [['brake'], ['pad']])).toEqual([pads, pad]);
  });

  it('keeps the order it was given among equals, and English names where a language is missing', () => {
    const a = product('Alpha Alternator A-1');
    const b = product('Beta Alternator B-2');
    expect(rankByName([b, a], 'генератор', [['генератор', 'alternator']])).toEqual([b, a]);
    expect(rankByName([a, b], 'alternator', [['alternator']])).toEqual([a, b]);
  });
});
