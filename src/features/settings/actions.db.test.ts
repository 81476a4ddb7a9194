// The admin's settings forms as their server actions see them, against a real PostgreSQL: only an
// admin changes anything; a shopper, a visitor or staff without the settings area posting the form
// directly gets "not found" and the shop stays as it was.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, currencies, storeSettings } from '@/db/schema';
import { DEMO_ADMIN } from '@/seed/content';
import { CURRENCIES } from '@/seed/reference';
import type { AdminArea, StaffMember } from '@/features/admin/model';
import { saveContacts, saveExchangeRates, saveShipping, saveTax } from './actions';
import { DEFAULT_SETTINGS } from './model';
import { readSettings } from './queries';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ refresh: vi.fn() }));
// Who is asking: the session is Better Auth's business; here each test says who it is.
const asking = vi.hoisted(() => ({ staff: null as StaffMember | null }));
// The real rule of who may use which area of the admin (features/admin/model.ts).
vi.mock('@/features/admin/access', async () => {
  const { mayUse } = await import('@/features/admin/model');
  return { staffFor: async (area: AdminArea) => (asking.staff && mayUse(asking.staff.role, area) ? asking.staff : null) };
});

const admin: StaffMember = { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, name: 'Dana Admin', role: 'admin' };
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const idle = { status: 'idle' } as const;

describeEachDatabase('the settings forms', (database, url) => {
  const previousUrl = process.env.DATABASE_URL;
  // The actions use the application's database, as they do in the shop.
  beforeAll(() => void (process.env.DATABASE_URL = url));
  afterAll(() => {
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
  });
  afterEach(async () => {
    asking.staff = null;
    await database().delete(storeSettings);
    for (const c of CURRENCIES) await database().update(currencies).set({ rate: c.rate }).where(eq(currencies.code, c.code));
  });

  it('change nothing for anyone but an admin and answer "not found"', async () => {
    const auditLines = async () =>
      (await database().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entity, 'settings'))).length;
    const linesBefore = await auditLines();
    // A visitor or shopper (no staff member), and staff, whose areas are orders, products and the inbox.
    for (const who of [null, { ...admin, role: 'staff' as const }]) {
      asking.staff = who;
      expect(await saveShipping(idle, form({ price: '0', freeFrom: '' }))).toEqual({ status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' });
      expect(await saveTax(idle, form({ basisPoints: '0' }))).toEqual({ status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' });
      expect(await saveExchangeRates(idle, form({ EUR: '1', GBP: '1', RUB: '1' }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_NOT_FOUND',
      });
      expect(await saveContacts(idle, form({ email: 'x@y.z' }))).toEqual({ status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' });
    }
    expect(await readSettings(database())).toEqual(DEFAULT_SETTINGS);
    expect((await database().select().from(currencies).where(eq(currencies.code, 'EUR')))[0]!.rate).toBe(0.92);
    expect(await auditLines()).toBe(linesBefore);
  });

  it('save an admin’s shipping, tax and exchange rates as typed, in dollars and percent', async () => {
    asking.staff = admin;
    expect(await saveShipping(idle, form({ price: '9,99', freeFrom: '150' }))).toEqual({ status: 'saved' });
    expect(await saveTax(idle, form({ basisPoints: '7.5' }))).toEqual({ status: 'saved' });
    expect(await saveExchangeRates(idle, form({ EUR: '0.9', GBP: '0.8', RUB: '95.5' }))).toEqual({ status: 'saved' });
    const settings = await readSettings(database());
    expect(settings.shipping).toEqual({ price: 999, freeFrom: 15000 });
    expect(settings.tax).toEqual({ basisPoints: 750 });
    expect(Object.fromEntries((await database().select().from(currencies)).map((c) => [c.code, c.rate]))).toEqual({
      USD: 1,
      EUR: 0.9,
      GBP: 0.8,
      RUB: 95.5,
    });
  });

  it('give an admin each refused field’s message and what was typed back, and keep the stored value', async () => {
    asking.staff = admin;
    const typed = { price: '-5', freeFrom: 'lots' };
    expect(await saveShipping(idle, form(typed))).toEqual({
      status: 'error',
      errors: { price: 'ERROR_SETTINGS_AMOUNT', freeFrom: 'ERROR_SETTINGS_AMOUNT' },
      values: typed,
    });
    const contacts = await saveContacts(
      idle,
      form({ email: 'shop@example.com', phone: '+971 4 555 0142', 'address.en': 'Dubai', 'hours.en': '9–18' }),
    );
    expect(contacts).toMatchObject({
      status: 'error',
      errors: {
        'address.ru': 'ERROR_FORM_REQUIRED',
        'address.ar': 'ERROR_FORM_REQUIRED',
        'hours.ru': 'ERROR_FORM_REQUIRED',
        'hours.ar': 'ERROR_FORM_REQUIRED',
      },
    });
    expect(await readSettings(database())).toEqual(DEFAULT_SETTINGS);
  });
});
