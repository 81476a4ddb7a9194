import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress, clientAddressFrom, trustedProxyCount } from './model';

describe('who is asking, for the rate limits', () => {
  it('without a trusted proxy, a forged X-Forwarded-For is ignored: the socket peer counts', () => {
    expect(clientAddressFrom('203.0.113.7', '198.51.100.2', 0)).toBe('198.51.100.2');
    expect(clientAddressFrom(undefined, '::1', 0)).toBe('::1');
  });
  it('behind one trusted proxy, the entry that proxy appended counts, not what the client wrote before it', () => {
    expect(clientAddressFrom('1.1.1.1, 203.0.113.7', '10.0.0.5', 1)).toBe('203.0.113.7');
    expect(clientAddressFrom('203.0.113.7', '10.0.0.5', 1)).toBe('203.0.113.7');
  });
  it('behind two trusted proxies, the outer one appended the client', () => {
    expect(clientAddressFrom('6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.5', 2)).toBe('203.0.113.7');
  });
  it('a chain shorter than the trusted proxies falls back to its first entry', () => {
    expect(clientAddressFrom('', '10.0.0.5', 3)).toBe('10.0.0.5');
    expect(clientAddressFrom(undefined, undefined, 0)).toBe('unknown');
  });
  it('reads the owner setting strictly', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('2')).toBe(2);
    expect(trustedProxyCount('-1')).toBe(0);
    expect(trustedProxyCount('one')).toBe(0);
  });
  it('the request carries the address our server computed; a bare Next server falls back to its own last entry', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.2', 'x-forwarded-for': '6.6.6.6' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientAddress(new Headers())).toBe('unknown');
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: 'x'.repeat(200) })).length).toBe(64);
  });
});
