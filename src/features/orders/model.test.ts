import { describe, expect, it } from 'vitest';
import {
  MAX_REMEMBERED_ORDERS,
  canMoveTo,
  normalizeOrderNumber,
  shipmentText,
  orderItemOptions,
  pageCount,
  parsePage,
  parseOrderTokens,
  rememberOrderToken,
} from './model';

describe('order status moves', () => {
  it('moves only forward, one step at a time', () => {
    expect(canMoveTo('PENDING', 'SHIPPED')).toBe(true);
    expect(canMoveTo('SHIPPED', 'COMPLETED')).toBe(true);
    expect(canMoveTo('PENDING', 'COMPLETED')).toBe(false);
    expect(canMoveTo('SHIPPED', 'PENDING')).toBe(false);
    expect(canMoveTo('COMPLETED', 'SHIPPED')).toBe(false);
    expect(canMoveTo('PENDING', 'PENDING')).toBe(false);
  });

  it('cancels a pending or shipped order, never a completed or cancelled one', () => {
    expect(canMoveTo('PENDING', 'CANCELLED')).toBe(true);
    expect(canMoveTo('SHIPPED', 'CANCELLED')).toBe(true);
    expect(canMoveTo('COMPLETED', 'CANCELLED')).toBe(false);
    expect(canMoveTo('CANCELLED', 'PENDING')).toBe(false);
    expect(canMoveTo('CANCELLED', 'SHIPPED')).toBe(false);
  });

  it('takes a carrier or tracking number as typed, tidied, and refuses empty or oversized ones', () => {
    expect(shipmentText('  1Z 999  AA1 ')).toBe('1Z 999 AA1');
    expect(['', '   ', 'x'.repeat(81), 'a\u0000b', 42, null].map(shipmentText)).toEqual(Array(6).fill(null));
  });
});

describe('order history paging', () => {
  it('reads a page number, anything else is page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(['2', '5'])).toBe(2);
  });
  it('has 8 orders a page and at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
  });
});

describe('order numbers as typed', () => {
  it('accepts the number with or without its prefix, in any case', () => {
    expect(normalizeOrderNumber(' ax-100004 ')).toBe('AX-100004');
    expect(normalizeOrderNumber('AX100004')).toBe('AX-100004');
    expect(normalizeOrderNumber('100004')).toBe('AX-100004');
    expect(normalizeOrderNumber('AX-12')).toBeNull();
    expect(normalizeOrderNumber("1' OR 1=1")).toBeNull();
  });
});

describe('the visitor’s remembered order tokens', () => {
  const token = (n: number) => n.toString(16).padStart(32, '0');
  it('reads only well-formed tokens, each once, in order', () => {
    expect(parseOrderTokens(undefined)).toEqual([]);
    expect(parseOrderTokens('')).toEqual([]);
    expect(parseOrderTokens(`${token(1)}.nonsense.${token(2)}.${token(1)}.${'A'.repeat(32)}`)).toEqual([token(2), token(1)]);
  });
  it('adds the newest last and keeps at most 20', () => {
    let value = '';
    for (let n = 1; n <= 25; n += 1) value = rememberOrderToken(value, token(n));
    const tokens = parseOrderTokens(value);
    expect(tokens).toHaveLength(MAX_REMEMBERED_ORDERS);
    expect(tokens[0]).toBe(token(6));
    expect(tokens.at(-1)).toBe(token(25));
    // The same order again moves to the end instead of being listed twice.
    expect(parseOrderTokens(rememberOrderToken(value, token(10))).at(-1)).toBe(token(10));
    expect(parseOrderTokens(rememberOrderToken(value, token(10)))).toHaveLength(MAX_REMEMBERED_ORDERS);
  });
  it('ignores a token that is not one', () => {
    expect(rememberOrderToken(token(1), 'not-a-token')).toBe(token(1));
  });
});

describe("an order line's options", () => {
  const side = {
    optionSlug: 'side',
    valueSlug: 'left',
    name: { en: 'Side', ru: 'Сторона', ar: 'الجهة' },
    value: { en: 'Left', ru: 'Левая', ar: 'يسار' },
  };

  it('read with their slugs and names in every language, as checkout stored them', () => {
    expect(orderItemOptions([side])).toEqual([side]);
  });

  it('read an old pair of texts as that text in every language', () => {
    expect(orderItemOptions([{ name: 'Сторона', value: 'Левая' }])).toEqual([{ name: { en: 'Сторона' }, value: { en: 'Левая' } }]);
  });

  it('leave out what is not an option instead of breaking the order page', () => {
    expect(orderItemOptions(null)).toEqual([]);
    expect(orderItemOptions([side, 'junk', { name: 1, value: 'x' }, { name: { ru: 'без английского' }, value: 'x' }])).toEqual([side]);
  });
});
