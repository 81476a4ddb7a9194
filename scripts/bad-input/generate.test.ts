import { describe, expect, it } from 'vitest';
import { badRequests, seeded } from './generate';

const routes = { get: ['/', '/api/products', '/products/x'], post: ['/api/checkout'], del: ['/api/account/vehicles'] };

describe('the bad-input generator', () => {
  it('makes the same requests from the same seed, and others from another', () => {
    expect(badRequests(7, 200, routes)).toEqual(badRequests(7, 200, routes));
    expect(badRequests(8, 200, routes)).not.toEqual(badRequests(7, 200, routes));
  });

  it('covers query strings, path segments, JSON bodies and deletions of every route it is given', () => {
    const requests = badRequests(1, 1000, routes);
    expect(new Set(requests.map((q) => q.method))).toEqual(new Set(['GET', 'POST', 'DELETE']));
    expect(requests.some((q) => q.path.includes('?'))).toBe(true);
    expect(requests.some((q) => q.method === 'GET' && !q.path.includes('?'))).toBe(true);
    expect(requests.filter((q) => q.body !== undefined).every((q) => typeof q.body === 'string')).toBe(true);
  });

  it('draws numbers in [0, 1)', () => {
    const r = seeded(3);
    for (let i = 0; i < 1000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
