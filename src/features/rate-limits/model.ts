// Rate limits: who is asking (the shopper's network address, as our own server saw it) and the
// rule shape every limit uses (sign-in, sign-up, reviews, newsletter, contact form).
//
// The address must not come from a header the shopper can write. X-Forwarded-For's first entry is
// whatever the client sent, so our server (scripts/serve.ts) computes the address from the socket
// and the entries appended by the proxies the owner says are in front (AXLE_TRUSTED_PROXIES), and
// passes it on in CLIENT_ADDRESS_HEADER, overwriting any value the client sent.

export type RateRule = { max: number; windowSeconds: number };

export const CLIENT_ADDRESS_HEADER = 'x-axle-client-address';

const MAX_ADDRESS = 64;

/**
 * The client's address: the socket peer when no proxy is trusted; behind N trusted proxies, the
 * entry the outermost trusted proxy appended. Anything further left was written by the client.
 */
export function clientAddressFrom(forwardedFor: string | undefined, peer: string | undefined, trustedProxies: number): string {
  const chain = [...(forwardedFor ?? '').split(','), peer ?? ''].map((s) => s.trim()).filter(Boolean);
  const hops = Number.isInteger(trustedProxies) && trustedProxies > 0 ? trustedProxies : 0;
  const address = chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
  return address.slice(0, MAX_ADDRESS);
}

/** Parses AXLE_TRUSTED_PROXIES: a whole number of proxies in front of the app, 0 when unset or invalid. */
export function trustedProxyCount(value: string | undefined): number {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * The address our server put on the request. Without it (a bare `next dev` or `next start`), the
 * last X-Forwarded-For entry, which Next sets from the socket when the client sent none.
 */
export function clientAddress(headers: Headers | undefined): string {
  const own = headers?.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (own) return own.slice(0, MAX_ADDRESS);
  return clientAddressFrom(headers?.get('x-forwarded-for') ?? undefined, undefined, 0);
}
