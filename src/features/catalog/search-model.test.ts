// Search's pure rules (search-model.ts, search-stem.ts): the words, the edit distance, the typo correction,
// the stems and the synonyms, without a database.
import { describe, expect, it } from 'vitest';
import { correctWord, editDistance, maxEdits, searchTerms, searchVocabulary, searchWords, trigramSimilarity } from './search-model';
import { searchStem } from './search-stem';

describe('search words', () => {
  it('splits the folded words: a diacritic no longer cuts a word in two', () => {
    expect(searchWords('  Brake-PAD  фара ')).toEqual(['brake', 'pad', 'фара']);
    expect(searchWords('تحمّل قُصوى')).toEqual(['تحمل', 'قصوي']);
    expect(searchWords('!!! 😀 ...')).toEqual([]);
  });
});

describe('edit distance with transpositions (optimal string alignment)', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('sprot', 'sport')).toBe(1);
    expect(editDistance('shlel', 'shell')).toBe(1);
    expect(editDistance('بتمصيم', 'بتصميم')).toBe(1);
    expect(editDistance('колодкп', 'колодка')).toBe(1);
    expect(editDistance('калодки', 'колодки')).toBe(1);
  });
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('spot', 'sport')).toBe(1);
    // Optimal string alignment edits no letter twice: "ca" → "abc" is 3, not 2.
    expect(editDistance('ca', 'abc')).toBe(3);
  });
  it('stops past the most it is asked for', () => {
    expect(editDistance('headlight', 'taillight', 1)).toBe(2);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
    expect(editDistance('alternator', 'alternatro', 2)).toBe(1);
  });
  it('agrees with a plain full table on many pairs', () => {
    const plain = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () => Array.from({ length: Math.floor(random() * 9) }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    for (let k = 0; k < 2000; k++) {
      const [a, b] = [word(), word()];
      const exact = plain(a, b);
      expect(editDistance(a, b), `${a} ${b}`).toBe(exact);
      for (const max of [0, 1, 2]) expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(exact, max + 1));
    }
  });
});

describe('typo correction', () => {
  const vocabulary = searchVocabulary([
    'sport',
    'spot',
    'light',
    'shell',
    'shelf',
    'бутылка',
    'бутылки',
    'колодки',
    'тормозные',
    'щетка',
    'بتصميم',
    'رياضي',
    'headlight',
    'alternator',
    'brake',
    'pad',
  ]);
  it('allows 0 edits under 4 letters, 1 up to 7, 2 from 8', () => {
    expect([1, 3, 4, 7, 8, 20].map(maxEdits)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(correctWord('pda', vocabulary)).toBe('pda');
    expect(correctWord('brkae', vocabulary)).toBe('brake');
    expect(correctWord('hedalgiht', vocabulary)).toBe('headlight');
    expect(correctWord('altrenatro', vocabulary)).toBe('alternator');
    expect(correctWord('brkea', vocabulary)).toBe('brkea');
  });
  it('corrects the known failures: "sprot" to sport (not spot), "shlel" to shell, the Arabic swap', () => {
    expect(correctWord('sprot', vocabulary)).toBe('sport');
    expect(correctWord('shlel', vocabulary)).toBe('shell');
    expect(correctWord('بتمصيم', vocabulary)).toBe('بتصميم');
  });
  it('corrects Russian typos, and keeps what a catalogue word contains', () => {
    expect(correctWord('калодки', vocabulary)).toBe('колодки');
    expect(correctWord('тромозные', vocabulary)).toBe('тормозные');
    expect(correctWord('колодка', vocabulary)).toBe('колодка'); // its stem колодк is in колодки
    expect(correctWord('ligh', vocabulary)).toBe('ligh');
    expect(correctWord('zzzzzz', vocabulary)).toBe('zzzzzz');
    expect(correctWord('12345', vocabulary)).toBe('12345');
  });
  it('prefers the more common word among those as near', () => {
    expect(
      correctWord(
        'fule',
        searchVocabulary([
          ['full', 2],
          ['fuel', 40],
        ]),
      ),
    ).toBe('fuel');
    expect(
      correctWord(
        'fule',
        searchVocabulary([
          ['full', 40],
          ['fuel', 2],
        ]),
      ),
    ).toBe('full');
    // Fewer edits first, however common the other.
    expect(
      correctWord(
        'fuelx',
        searchVocabulary([
          ['fuel', 1],
          ['full', 900],
        ]),
      ),
    ).toBe('fuel');
  });
  it('breaks ties the same way every time', () => {
    const v = searchVocabulary(['cart', 'card', 'care']);
    expect(correctWord('carx', v)).toBe('card');
    expect(correctWord('carx', searchVocabulary(['care', 'cart', 'card']))).toBe('card');
  });
  it('takes well under a millisecond a word with tens of thousands of words', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const letters = ['abcdefghijklmnopqrstuvwxyz', 'абвгдежзийклмнопрстуфхцчшщыьэюя', 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'];
    const words = Array.from({ length: 40_000 }, (_, i) =>
      Array.from({ length: 4 + Math.floor(random() * 8) }, () => letters[i % 3]![Math.floor(random() * letters[i % 3]!.length)]).join(''),
    );
    const big = searchVocabulary(words);
    const typos = words.slice(0, 500).map((w) => `${w[1]}${w[0]}${w.slice(2)}`);
    correctWord(typos[0]!, big);
    const started = performance.now();
    const corrected = typos.map((t) => correctWord(t, big));
    const perWord = (performance.now() - started) / typos.length;
    expect(corrected.filter((c, i) => c === words[i]).length).toBeGreaterThan(400);
    // Measured about 0.03-0.15 ms; the bound leaves room for a busy machine.
    expect(perWord).toBeLessThan(2);
  });
});

describe('stems: a plural finds the singular', () => {
  it('English -s, -es, -ies, with exceptions', () => {
    expect(['pads', 'brakes', 'batteries', 'boxes', 'switches', 'glasses', 'hoses', 'tires'].map(searchStem)).toEqual([
      'pad',
      'brake',
      'batter',
      'box',
      'switch',
      'glass',
      'hose',
      'tire',
    ]);
    expect(['lens', 'gas', 'chassis', 'radius', 'glass', 'pad', 'bus', 'axis'].map(searchStem)).toEqual([
      'lens',
      'gas',
      'chassis',
      'radius',
      'glass',
      'pad',
      'bus',
      'axis',
    ]);
  });
  it('Russian case and number endings', () => {
    expect(['колодки', 'колодка', 'колодок', 'фары', 'фара', 'лампы', 'свечи', 'тормозные', 'колесо'].map(searchStem)).toEqual([
      'колодк',
      'колодк',
      'колодок',
      'фар',
      'фар',
      'ламп',
      'свеч',
      'тормозн',
      'колес',
    ]);
    expect(['ось', 'бак', 'глушитель', 'глушители'].map(searchStem)).toEqual(['ось', 'бак', 'глушител', 'глушител']);
  });
  it('Arabic sound plurals, the folded taa marbuta and the article', () => {
    expect(['مضخات', 'مضخه', 'المضخات', 'لمبات', 'مساعدين', 'والفلاتر'].map(searchStem)).toEqual([
      'مضخ',
      'مضخ',
      'مضخ',
      'لمب',
      'مساعد',
      'فلاتر',
    ]);
    expect(['بتصميم', 'زيت', 'باب'].map(searchStem)).toEqual(['بتصميم', 'زيت', 'باب']);
  });
  it('a stem is always a prefix of the word, so it finds everything the word found', () => {
    for (const w of ['pads', 'batteries', 'колодки', 'тормозные', 'مضخات', 'shell', 'غطاء']) {
      const stem = searchStem(w);
      expect(w.replace(/^(وال|بال|كال|فال|لل|ال)/, '').startsWith(stem), w).toBe(true);
    }
  });
});

describe('search terms', () => {
  const vocabulary = searchVocabulary(
    ['brake', 'disc', 'pad', 'shell', 'sport', 'колодки', 'шина', 'глушитель'],
    [
      ['rotor', 'disc', 'disk'],
      ['tyre', 'tire'],
      ['шина', 'покрышка'],
      ['глушитель', 'выхлоп'],
      ['كاتم', 'شكمان', 'عادم'],
    ],
  );
  it('per word, its own stem first, then its synonyms', () => {
    expect(searchTerms('Brake Rotors', vocabulary)).toEqual([['brake'], ['rotor', 'disc', 'disk']]);
    expect(searchTerms('tires', vocabulary)).toEqual([['tire', 'tyre']]);
    expect(searchTerms('покрышки', vocabulary)).toEqual([['покрышк', 'шин']]);
    expect(searchTerms('شكمان', vocabulary)).toEqual([['شكمان', 'كاتم', 'عادم']]);
  });
  it('corrects typos of synonyms too, and drops repeated words', () => {
    expect(searchTerms('rotr rotor Sprot', vocabulary)).toEqual([['rotor', 'disc', 'disk'], ['sport']]);
    expect(searchTerms('глушитель глушители', vocabulary)).toEqual([['глушител', 'выхлоп']]);
  });
  it('answers any text: punctuation only, emoji, mixed scripts, very long', () => {
    expect(searchTerms('%%% ___ !!!', vocabulary)).toEqual([]);
    expect(searchTerms('😀 pad фара بتصميم', vocabulary)).toEqual([['pad'], ['фар'], ['بتصميم']]);
    expect(searchTerms('x'.repeat(5000), vocabulary)).toEqual([['x'.repeat(5000)]]);
    expect(searchTerms('a b c d e f g h i j k', vocabulary)).toHaveLength(8);
  });
});

describe('words and similarity', () => {
  it('splits words in any script', () => {
    expect(searchWords('  Brake-PAD  фара ')).toEqual(['brake', 'pad', 'фара']);
  });
  it('measures trigram similarity as pg_trgm does', () => {
    expect(trigramSimilarity('headlight', 'headlight')).toBe(1);
    expect(trigramSimilarity('headlihgt', 'headlight')).toBeCloseTo(6 / 14, 5);
    expect(trigramSimilarity('wheel', 'mirror')).toBe(0);
  });
});
