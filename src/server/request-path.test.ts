import { describe, expect, it } from 'vitest';
import { unreadablePath } from './request-path';

describe('paths the shop cannot read', () => {
  it.each([
    '/products/%25',
    '/catalog/%25zz',
    '/api/products/%ff',
    '/i18n/%ff.json',
    '/media/%c0%ae',
    '/products/%E0%A4%A',
    '/products/%u0041',
    '/a/%',
  ])('%s is refused', (url) => expect(unreadablePath(url)).toBe(true));

  it.each([
    '/',
    '/products/brake-pads-12',
    '/ar/catalog/products?search=50%25',
    '/ru/products/%D1%82%D0%BE%D1%80%D0%BC%D0%BE%D0%B7',
    '/catalog/products?search=%ff',
  ])('%s is read as usual (the query string is the page\u2019s to judge)', (url) => expect(unreadablePath(url)).toBe(false));
});
