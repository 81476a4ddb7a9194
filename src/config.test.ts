import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_HEAP_MB, authBaseUrl, serverMemoryEnv } from './config';

describe('the memory bounds of a server process', () => {
  it('cap the heap at the default and use two malloc arenas when the owner set nothing', () => {
    expect(serverMemoryEnv({})).toEqual({
      NODE_OPTIONS: `--max-old-space-size=${DEFAULT_HEAP_MB} --max-semi-space-size=4`,
      MALLOC_ARENA_MAX: '2',
    });
  });

  it('follow AXLE_HEAP_MB, and keep the owner’s own NODE_OPTIONS and MALLOC_ARENA_MAX, which win', () => {
    expect(serverMemoryEnv({ AXLE_HEAP_MB: '512' }).NODE_OPTIONS).toContain('--max-old-space-size=512');
    const own = serverMemoryEnv({ NODE_OPTIONS: '--max-old-space-size=1024 --enable-source-maps', MALLOC_ARENA_MAX: '4' });
    expect(own.NODE_OPTIONS).toBe('--max-semi-space-size=4 --max-old-space-size=1024 --enable-source-maps');
    expect(own.MALLOC_ARENA_MAX).toBe('4');
  });

  it('fall back to the default, with a warning, for a size that is not a sensible whole number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['abc', '64', '1.5', '-1', '999999'])
      expect(serverMemoryEnv({ AXLE_HEAP_MB: raw }).NODE_OPTIONS).toContain(`--max-old-space-size=${DEFAULT_HEAP_MB}`);
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });
});

describe('Better Auth’s base URL', () => {
  it('is BETTER_AUTH_URL, else SITE_URL, as an origin; else none (the address each request reached)', () => {
    expect(authBaseUrl({ BETTER_AUTH_URL: 'https://auth.example.com/', SITE_URL: 'https://shop.example.com' })).toBe(
      'https://auth.example.com',
    );
    expect(authBaseUrl({ SITE_URL: 'https://shop.example.com/' })).toBe('https://shop.example.com');
    expect(authBaseUrl({ SITE_URL: ' ', BETTER_AUTH_URL: '' })).toBeUndefined();
    expect(authBaseUrl({})).toBeUndefined();
  });
});
