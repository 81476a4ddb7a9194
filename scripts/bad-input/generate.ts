// Malformed requests for the bad-input sweep (tests/e2e/bad-input.spec.ts): every route of the shop
// with broken query strings, path segments, JSON bodies, headers and cookies, from a seeded generator,
// so a failure names a request that can be sent again. Knows nothing of the server: plain data.

export type BadRequest = { method: 'GET' | 'POST' | 'DELETE'; path: string; headers: Record<string, string>; body?: string };

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** Values a careless client or an attacker sends where a number, slug, cursor or text is expected. */
const NASTY_VALUES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '%25',
  '%ff',
  '-1',
  '0',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '[1,2]',
  '{"a":1}',
  '<script>alert(1)</script>',
  "' OR 1=1--",
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\uFFFF',
  '\uD800',
  '🚗🚗',
  'ع'.repeat(300),
  'x'.repeat(5000),
  'WyJhYmMiLDFd',
  'W1tdLDFd',
  'eyJhIjoxfQ',
  '0x10',
  ' 5 ',
  '5,6,,7',
  ',,,',
  '1-2-3',
  '10-abc',
  '-5-10',
  'abc-def',
  '2020-13-45',
  'brand;drop table',
  '\r\nX-Injected: 1',
  '\\',
  '//evil.example',
  'javascript:alert(1)',
] as const;

const PARAMS = [
  'page',
  'limit',
  'sort',
  'after',
  'before',
  'search',
  'view',
  'fit',
  'filter_brand',
  'filter_price',
  'filter_vehicle',
  'filter_rating',
  'filter_discount',
  'filter_category',
  'filter_color',
  'ids',
  'year',
  'make',
  'model',
  'engine',
  'locale',
  'q',
  'query',
  'post',
  'tag',
  'category',
  'next',
  'rating',
  'vin',
  'w',
  'q',
  'url',
] as const;

/** Body shapes a JSON endpoint must refuse without failing: wrong types, huge numbers, deep nesting, NUL. */
function nastyBody(r: ReturnType<typeof seeded>): string {
  const value = (): unknown =>
    r.pick<unknown>([r.pick(NASTY_VALUES), 2147483648, -1, 1e308, 0.5, null, true, [], {}, [1, 'a'], { $gt: '' }, 'x'.repeat(20000)]);
  let deep: unknown = 1;
  for (let i = 0; i < 200; i++) deep = [deep];
  const shapes: (() => unknown)[] = [
    () => value(),
    () => ({ items: value(), billingAddress: value(), payment: value(), acceptTerms: value(), idempotencyKey: value() }),
    () => ({
      idempotencyKey: 'bad-input-sweep-0000000000',
      items: [{ productId: value(), quantity: value(), options: value() }],
      billingAddress: { firstName: value(), email: value(), country: value() },
      payment: 'cash',
      acceptTerms: true,
    }),
    () => ({ email: value(), password: value(), rememberMe: value() }),
    () => ({ author: value(), rating: value(), content: value() }),
    () => ({ vehicleId: value(), vehicleIds: value() }),
    () => deep,
  ];
  const shape = r.pick(shapes)();
  return r.next() < 0.1 ? `${JSON.stringify(shape).slice(0, -1)}` : JSON.stringify(shape);
}

const HEADER_SETS: Record<string, string>[] = [
  {},
  { cookie: 'currency=XXX; vehicle=abc; NEXT_LOCALE=zz' },
  { cookie: 'axle.session_token=garbage.value; axle_visitor_orders=%%%' },
  { cookie: `vehicle=${'9'.repeat(40)}; currency=` },
  { 'accept-language': 'zz-ZZ;q=abc,,,;q=2' },
  { 'accept-language': 'x'.repeat(3000) },
  { 'x-forwarded-for': 'not-an-address, , 999.1.1.1' },
  { 'x-forwarded-proto': 'gopher' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/json; charset=utf-99' },
];

/** A path segment for the value; a lone surrogate becomes the invalid UTF-8 escape it would be. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** `count` malformed requests over the given GET routes (pages and APIs) and JSON endpoints. */
export function badRequests(seed: number, count: number, routes: { get: string[]; post: string[]; del: string[] }): BadRequest[] {
  const r = seeded(seed);
  const out: BadRequest[] = [];
  for (let i = 0; i < count; i++) {
    const headers = { ...r.pick(HEADER_SETS) };
    const roll = r.next();
    if (roll < 0.55) {
      const params = new URLSearchParams();
      const n = 1 + Math.floor(r.next() * 3);
      for (let k = 0; k < n; k++) params.append(r.pick(PARAMS), r.pick(NASTY_VALUES));
      out.push({ method: 'GET', path: `${r.pick(routes.get)}?${params}`, headers });
    } else if (roll < 0.7) {
      // A broken path segment in place of a slug, id or file name.
      const base = r.pick(routes.get).replace(/\/[^/]*$/, '');
      out.push({ method: 'GET', path: `${base}/${segment(r.pick(NASTY_VALUES)).slice(0, 3000)}`, headers });
    } else if (roll < 0.95) {
      out.push({
        method: 'POST',
        path: r.pick(routes.post),
        headers: { 'content-type': 'application/json', ...headers },
        body: nastyBody(r),
      });
    } else {
      out.push({ method: 'DELETE', path: `${r.pick(routes.del)}/${segment(r.pick(NASTY_VALUES)).slice(0, 200)}`, headers });
    }
  }
  return out;
}
