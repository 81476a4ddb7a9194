import { describe, expect, it } from 'vitest';
import { isRowId, isSlugKey, MAX_ROW_ID, parseRowId } from './row-id';

describe('ids from the network', () => {
  it('are whole numbers an id column can hold', () => {
    expect([1, 42, MAX_ROW_ID].map(isRowId)).toEqual([true, true, true]);
    expect([0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN, Infinity, '1', null].map(isRowId)).toEqual(Array(8).fill(false));
  });

  it('are read from text only in plain decimal form', () => {
    expect(['7', ' 7 ', '2147483647'].map(parseRowId)).toEqual([7, 7, MAX_ROW_ID]);
    expect(['2147483648', '9999999999', '0', '07', '-1', '1e3', '0x10', '1.0', '', 'abc', null, undefined].map(parseRowId)).toEqual(
      Array(12).fill(null),
    );
  });

  it('look a product or category up by slug only when the text could be one', () => {
    expect(['brake-pads', 'масло-5w30', 'a'.repeat(200)].map(isSlugKey)).toEqual([true, true, true]);
    expect(['', 'a\u0000b', 'line\nbreak', 'a'.repeat(201)].map(isSlugKey)).toEqual([false, false, false, false]);
  });
});
