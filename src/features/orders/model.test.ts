import { describe, expect, it } from 'vitest';
import { canMoveTo, normalizeOrderNumber, pageCount, parsePage } from './model';

describe('order status moves', () => {
  it('moves only forward, one step at a time', () => {
    expect(canMoveTo('PENDING', 'SHIPPED')).toBe(true);
    expect(canMoveTo('SHIPPED', 'COMPLETED')).toBe(true);
    expect(canMoveTo('PENDING', 'COMPLETED')).toBe(false);
    expect(canMoveTo('SHIPPED', 'PENDING')).toBe(false);
    expect(canMoveTo('COMPLETED', 'SHIPPED')).toBe(false);
    expect(canMoveTo('PENDING', 'PENDING')).toBe(false);
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
