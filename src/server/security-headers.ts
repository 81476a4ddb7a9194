// The headers every response carries (pages, API, media, and the server's own early answers): one
// list for next.config.ts and the production server (scripts/serve.ts).
const dev = process.env.NODE_ENV === 'development';

// Next's bootstrap is inline script, hence 'unsafe-inline' for scripts; no one may frame us. The one
// thing that loads from elsewhere is pictures: an imported product may name its images by https URL
// (docs/import.md), shown as they are. Plain http is not allowed (mixed content on an https shop).
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
];
