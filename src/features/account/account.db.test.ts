// Integration: accounts through the JSON endpoints and the address book, on both test databases.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { openDatabase, type Database } from '@/db/client';
import { handleAuthRequest } from './api';
import { createAddress, deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
import { credentialOf } from './auth';
import { LIMITS } from './model';
import { recentOrders } from './queries';
import type { AddressInput } from './schema';
import { log } from '@/server/log';

vi.mock('server-only', () => ({}));

const BASE = 'http://localhost:3000/api/auth';
const email = () => `it-${randomUUID()}@axle.example`;
const ip = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

function call(database: Database, path: string, body: unknown, from = ip(), raw = false) {
  return handleAuthRequest(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': from },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
    database,
  );
}

async function signUp(database: Database, address = email(), password = 'secret-123') {
  const res = await call(database, '/sign-up/email', { email: address, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

const home = (over: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Amelia',
  lastName: 'Hart',
  company: '',
  country: 'GB',
  address1: '1 First Street',
  address2: '',
  city: 'London',
  state: '',
  postcode: 'SW1A 1AA',
  email: 'amelia@example.com',
  phone: '+44 20 7946 0000',
  isDefault: false,
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describeEachDatabase('accounts', (database) => {
  it('never stores or logs a password in clear', async () => {
    const password = `clear-${randomUUID()}`;
    const logged: unknown[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args));
    // The server's logger (src/server/log.ts) writes past console: its lines are read too.
    for (const level of ['info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => void logged.push(...args)) as never);
    const id = await signUp(database(), email(), password);
    await call(database(), '/sign-in/email', { email: 'nobody@axle.example', password });

    const credential = await credentialOf(id, database());
    expect(credential?.password).toMatch(/^\$argon2id\$/);
    expect(credential?.password).not.toContain(password);
    for (const table of ['users', 'accounts', 'sessions', 'verifications', 'rate_limits']) {
      const { rows } = await database().execute<{ n: number }>(
        sql.raw(`SELECT count(*)::int AS n FROM ${table} t WHERE t::text LIKE '%${password}%'`),
      );
      expect(rows[0]!.n, table).toBe(0);
    }
    expect(JSON.stringify(logged.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))))).not.toContain(password);
  });

  it('signs the seeded demo shopper in, and answers a wrong email exactly like a wrong password', async () => {
    const ok = await call(database(), '/sign-in/email', { email: 'demo@axle.example', password: '123456' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/session_token=.*HttpOnly.*SameSite=Lax/i);
    expect(ok.headers.get('set-cookie')).toMatch(/session_token=[^,]*Max-Age=2592000/i);
    // Without "remember me" the cookie lasts the browser session.
    const once = await call(database(), '/sign-in/email', { email: 'demo@axle.example', password: '123456', rememberMe: false });
    const sessionCookie = once.headers
      .get('set-cookie')!
      .split(/,(?=\s*[\w.-]+=)/)
      .find((c) => c.includes('session_token='))!;
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);

    const wrongPassword = await call(database(), '/sign-in/email', { email: 'demo@axle.example', password: 'nope-nope' });
    const wrongEmail = await call(database(), '/sign-in/email', { email: `${randomUUID()}@axle.example`, password: 'nope-nope' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    const a = await wrongPassword.json();
    expect(a).toEqual(await wrongEmail.json());
    expect(a).toEqual({ error: { code: 'AUTH_WRONG_PASSWORD', message: 'Wrong email or password.' } });
  });

  it('answers malformed bodies with a 4xx and the specification codes', async () => {
    const cases: [string, unknown, number, string, string?][] = [
      ['/sign-in/email', '{not json', 400, 'ERROR_BAD_REQUEST'],
      ['/sign-in/email', '[1,2]', 400, 'ERROR_BAD_REQUEST'],
      ['/sign-in/email', '{}', 400, 'ERROR_FORM_REQUIRED', 'email'],
      ['/sign-in/email', JSON.stringify({ email: 42, password: 'x' }), 400, 'ERROR_FORM_REQUIRED', 'email'],
      ['/sign-in/email', JSON.stringify({ email: 'no-at-sign', password: 'x' }), 400, 'ERROR_FORM_INCORRECT_EMAIL', 'email'],
      ['/sign-in/email', JSON.stringify({ email: 'a@b.example' }), 400, 'ERROR_FORM_REQUIRED', 'password'],
      ['/sign-up/email', JSON.stringify({ email: 'a@b@c.example', password: 'secret-123' }), 400, 'ERROR_FORM_INCORRECT_EMAIL', 'email'],
      ['/sign-up/email', JSON.stringify({ email: email(), password: '12345' }), 400, 'AUTH_WEAK_PASSWORD', 'password'],
      ['/sign-up/email', JSON.stringify({ email: 'demo@axle.example', password: 'secret-123' }), 422, 'AUTH_EMAIL_ALREADY_IN_USE'],
      // One '@' passes the form's rule; the server's stricter check refuses it.
      ['/sign-up/email', JSON.stringify({ email: `${randomUUID()}@no-dot`, password: 'secret-123' }), 400, 'AUTH_INVALID_EMAIL'],
    ];
    for (const [path, body, status, code, param] of cases) {
      const res = await call(database(), path, body, ip(), true);
      const json = (await res.json()) as { error: { code: string; message: string; param?: string } };
      expect([res.status, json.error.code, json.error.param], `${path} ${String(body)}`).toEqual([status, code, param]);
      expect(json.error.message).not.toBe(code);
    }
  });

  it('locks sign-in for an account after repeated failures, even with the right password', async () => {
    const address = email();
    await signUp(database(), address, 'right-pass');
    const { max } = LIMITS.signIn.account;
    for (let i = 0; i < max; i++)
      expect((await call(database(), '/sign-in/email', { email: address, password: `wrong-${i}` })).status).toBe(401);
    const locked = await call(database(), '/sign-in/email', { email: address, password: 'right-pass' });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('AUTH_TOO_MANY_REQUESTS');
    // The counter lives in the database, where every app instance sees it.
    const { rows } = await database().execute<{ count: number }>(
      sql`SELECT count FROM rate_limits WHERE key = ${`axle:signIn:account:${address}`}`,
    );
    expect(Number(rows[0]!.count)).toBeGreaterThanOrEqual(max);
  });

  it('checks exactly as many passwords as the limit allows when 30 wrong attempts arrive at once', async () => {
    const address = email();
    await signUp(database(), address, 'right-pass');
    const { max } = LIMITS.signIn.account;
    // Two app instances on one database: the limit lives in the database, so two pools race on it.
    const url = new URL((database().$client as unknown as { options: { connectionString: string } }).options.connectionString);
    url.searchParams.set('application_name', 'axle-second-instance');
    const other = openDatabase(url.toString(), 4);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? other : database(), '/sign-in/email', { email: address, password: `wrong-${i}` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - max);
  });

  it('lets the shop’s own pages sign in under whatever address it is served, and refuses other sites', async () => {
    const signIn = (origin: string, host: string) =>
      handleAuthRequest(
        new Request(`http://${host}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, host, 'x-forwarded-for': ip() },
          body: JSON.stringify({ email: 'demo@axle.example', password: '123456' }),
        }),
        database(),
      );
    expect((await signIn('http://127.0.0.1:3500', '127.0.0.1:3500')).status).toBe(200);
    expect((await signIn('http://shop.example', 'shop.example')).status).toBe(200);
    expect((await signIn('https://evil.example', 'shop.example')).status).toBe(403);
  });

  it('does not count a right password against the limit', async () => {
    const address = email();
    await signUp(database(), address, 'right-pass');
    const from = ip();
    for (let i = 0; i < LIMITS.signIn.account.max + 3; i++)
      expect((await call(database(), '/sign-in/email', { email: address, password: 'right-pass' }, from)).status).toBe(200);
  });

  it('locks sign-in from one address after repeated failures on many accounts', async () => {
    const from = ip();
    const { max } = LIMITS.signIn.address;
    for (let i = 0; i < max; i++)
      expect((await call(database(), '/sign-in/email', { email: email(), password: 'wrong-pass' }, from)).status).toBe(401);
    expect((await call(database(), '/sign-in/email', { email: 'demo@axle.example', password: '123456' }, from)).status).toBe(429);
    expect((await call(database(), '/sign-in/email', { email: 'demo@axle.example', password: '123456' }, ip())).status).toBe(200);
  });

  it('limits sign-ups per email address', async () => {
    const address = email();
    const from = ip();
    expect((await call(database(), '/sign-up/email', { email: address, password: 'secret-123' }, from)).status).toBe(200);
    for (let i = 1; i < LIMITS.signUp.account.max; i++)
      expect((await call(database(), '/sign-up/email', { email: address, password: 'secret-123' }, from)).status).toBe(422);
    expect((await call(database(), '/sign-up/email', { email: address, password: 'secret-123' }, from)).status).toBe(429);
  });

  it("keeps one shopper's addresses and orders away from another (not found, not forbidden)", async () => {
    const owner = await signUp(database());
    const stranger = await signUp(database());
    const id = await createAddress(owner, home(), database());
    expect(await getAddress(stranger, id, database())).toBeNull();
    expect(await updateAddress(stranger, id, home({ address1: 'Taken over' }), database())).toBe(false);
    expect(await setDefaultAddress(stranger, id, database())).toBe(false);
    expect(await deleteAddress(stranger, id, database())).toBe(false);
    expect(await getAddress(owner, id, database())).toMatchObject({ address1: '1 First Street', isDefault: true });
    expect(await listAddresses(stranger, database())).toEqual([]);
    // The demo shopper has orders; nobody else sees them on their dashboard.
    expect((await recentOrders('demo-user', 3, database())).length).toBe(3);
    expect(await recentOrders(stranger, 3, database())).toEqual([]);
  });

  it('keeps exactly one default address (section 4)', async () => {
    const user = await signUp(database());
    const first = await createAddress(user, home({ address1: 'A' }), database());
    const second = await createAddress(user, home({ address1: 'B' }), database());
    const third = await createAddress(user, home({ address1: 'C' }), database());
    const defaults = async () => (await listAddresses(user, database())).filter((a) => a.isDefault).map((a) => a.id);
    expect(await defaults()).toEqual([first]);

    expect(await setDefaultAddress(user, third, database())).toBe(true);
    expect(await defaults()).toEqual([third]);

    // Unticking "default" on the default address keeps it: there is always one.
    await updateAddress(user, third, home({ address1: 'C2', isDefault: false }), database());
    expect(await defaults()).toEqual([third]);

    expect(await deleteAddress(user, third, database())).toBe(true);
    expect(await defaults()).toEqual([first]);

    const fourth = await createAddress(user, home({ address1: 'D', isDefault: true }), database());
    expect(await defaults()).toEqual([fourth]);
    await deleteAddress(user, fourth, database());
    await deleteAddress(user, first, database());
    expect(await defaults()).toEqual([second]);
    await deleteAddress(user, second, database());
    expect(await listAddresses(user, database())).toEqual([]);
  });

  it('refuses an address in a country the shop does not know', async () => {
    const user = await signUp(database());
    await expect(createAddress(user, home({ country: 'ZZ' }), database())).rejects.toThrow();
    expect(await listAddresses(user, database())).toEqual([]);
  });
});
