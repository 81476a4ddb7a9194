import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers';

const csp = SECURITY_HEADERS.find((h) => h.key === 'Content-Security-Policy')!.value;
const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the content security policy', () => {
  it('lets pictures come from https URLs (imported products), and nothing else from elsewhere', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('font-src')).toBe("font-src 'self' data:");
    for (const d of csp.split('; ').filter((x) => !x.startsWith('img-src '))) expect(d, d).not.toMatch(/https?:(?!\/\/)|\*/);
  });
  it('keeps plugins, foreign framing and foreign forms out', () => {
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
  });
});
