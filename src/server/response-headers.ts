// Last touches on every response of the production server (scripts/serve.ts), where the framework
// gives no hook:
// - the security headers from the start, so the framework's own early answers (the trailing-slash
//   redirect) carry them too; its pages and files set the same ones again (the image optimiser its
//   stricter policy);
// - HSTS when the shopper reached us over HTTPS (our own TLS socket, or the outermost trusted proxy
//   saying so in X-Forwarded-Proto): browsers then never fall back to plain HTTP. Never over HTTP,
//   where it would be ignored, and never from a header an untrusted client wrote.
// - No `x-middleware-rewrite`: it tells the world how locale routing rewrites paths internally.
// - No oversized `Link` header: next-intl lists the page's other-language URLs there, so a
//   5,000-character path came back with 26 kB of headers; the pages name them in <link> tags anyway.
// - A Content-Type stored as one value: Next copies a route handler's headers onto the response as
//   arrays (base-http/node.js appendHeader), and its compression middleware then finds
//   `['application/json']` "not compressible", so every JSON API answered uncompressed (the
//   departments menu's 12.8 kB instead of 2.4).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security-headers';

const HSTS = 'max-age=31536000; includeSubDomains';
const MAX_LINK_HEADER = 2048;

/** True when the request came over HTTPS, judged only from what we or the trusted proxies saw. */
export function cameOverHttps(encrypted: boolean, forwardedProto: string | undefined, trustedProxies: number): boolean {
  if (encrypted) return true;
  if (trustedProxies < 1 || !forwardedProto) return false;
  const chain = forwardedProto.split(',').map((s) => s.trim().toLowerCase());
  // Each trusted proxy appends; the entry the outermost one wrote is `trustedProxies` from the end.
  return chain[Math.max(0, chain.length - trustedProxies)] === 'https';
}

/** Whether a header may go out as it is. */
export function keepHeader(name: string, value: unknown): boolean {
  const key = name.toLowerCase();
  if (key === 'x-middleware-rewrite') return false;
  if (key === 'link' && String(value).length > MAX_LINK_HEADER) return false;
  return true;
}

/** The value to store: a Content-Type handed over as a one-element array is that element. */
export function headerValue(name: string, value: number | string | readonly string[]): number | string | readonly string[] {
  return Array.isArray(value) && value.length === 1 && name.toLowerCase() === 'content-type' ? (value[0] as string) : value;
}

export function hardenResponse(req: IncomingMessage, res: ServerResponse, trustedProxies: number) {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  const proto = req.headers['x-forwarded-proto'];
  if (
    cameOverHttps(
      Boolean((req.socket as { encrypted?: boolean }).encrypted),
      Array.isArray(proto) ? proto.join(',') : proto,
      trustedProxies,
    )
  ) {
    res.setHeader('Strict-Transport-Security', HSTS);
  }
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    keepHeader(name, value) ? setHeader(name, headerValue(name, value)) : res;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of res.getHeaderNames()) if (!keepHeader(name, res.getHeader(name))) res.removeHeader(name);
    const headers = rest.find((a) => a && typeof a === 'object') as Record<string, unknown> | unknown[] | undefined;
    if (headers && !Array.isArray(headers))
      for (const name of Object.keys(headers)) if (!keepHeader(name, headers[name])) delete headers[name];
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}
