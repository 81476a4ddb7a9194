import { describe, expect, it } from 'vitest';
import { colorClass, contrast, isValidColor } from './swatch';

describe('colour swatches (section 5)', () => {
  it.each([
    ['#fff', 'white'], // contrast with white exactly 1
    ['#FFFFFF', 'white'],
    ['#000', 'black'], // contrast with white exactly 21
    ['#000000', 'black'],
    ['#808080', 'dark'], // 3.95 with white, 5.32 with black
    ['#f00', 'dark'], // 4.0 with white, 5.25 with black
    ['#1f2a5a', 'dark'], // 13.8 with white, 1.5 with black
    ['#010101', 'dark'], // almost black is not "black": the rule asks for exactly 21
    ['#c0c0c0', 'light'], // 1.8 with white
    ['#ffd333', 'light'], // 1.4 with white
    ['#fefefe', 'light'], // almost white is not "white": the rule asks for exactly 1
    ['#767676', 'dark'], // 4.54 with white, 4.62 with black
    ['#949494', 'dark'], // 3.03 with white: just over 3
    ['#999999', 'light'], // 2.85 with white: below 3
  ])('%s is %s', (hex, expected) => {
    expect(colorClass(hex)).toBe(expected);
  });

  it('white and black are the exact contrast extremes', () => {
    expect(contrast('#fff', '#fff')).toBe(1);
    expect(contrast('#000', '#fff')).toBe(21);
  });

  it.each(['red', 'fff', '#ffff', '#ggg', '#12345', '#1234567', '', '# fff'])('%j is an invalid color', (bad) => {
    expect(isValidColor(bad)).toBe(false);
    expect(() => colorClass(bad)).toThrow('Invalid color');
  });
});
