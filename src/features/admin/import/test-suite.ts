// For the admin catalogue import's database tests, as the people who might call it: the session and
// next/server's `after` are the things stood in for (`after` keeps the background step so a test can
// run it with drain() and watch the statuses in between), and the database the actions open is the
// test's. A test file imports this first: its mocks must be in place before the import's modules load
// (they are loaded here, after the mocks). adminImportSuite sets up a suite's people (an admin, staff
// and a shopper made for it), its products (SKUs with a random prefix, removed afterwards) and its
// shortcuts.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Database } from '@/db/client';
import { catalogImports, users } from '@/db/schema';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {}, refresh: () => {} }));
const background = vi.hoisted(() => ({ tasks: [] as (() => Promise<unknown> | unknown)[] }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => unknown) => void background.tasks.push(task),
}));
const session = vi.hoisted(() => ({
  user: null as { id: string; email: string; firstName: string; lastName: string; phone: null } | null,
}));
vi.mock('@/features/account/session', () => ({ getCurrentUser: async () => session.user }));
const target = vi.hoisted(() => ({ url: '' }));
vi.mock('@/db/client', async (original) => {
  const real = await original<typeof import('@/db/client')>();
  return { ...real, db: () => real.openDatabase(target.url, 4) };
});

export const { uploadImport } = await import('./upload');
export const { applyImportAction } = await import('./actions');
export const { storeUpload, storedFile } = await import('./service');
export const { importById, recentImports } = await import('./queries');

export { background };

type Who = 'admin' | 'staff' | 'shopper' | 'visitor';
const ORIGIN = 'http://shop.example';

/** Runs the background steps queued so far, in order. */
export async function drain() {
  while (background.tasks.length) await background.tasks.shift()!();
}

export function uploadRequest(body: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return new NextRequest(`${ORIGIN}/api/admin/import?${new URLSearchParams(query)}`, {
    method: 'POST',
    body: new TextEncoder().encode(body),
    headers: { origin: ORIGIN, host: 'shop.example', 'content-type': 'text/csv', ...headers },
  });
}

export const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

export async function* pieces(total: number, size: number): AsyncGenerator<Uint8Array> {
  for (let sent = 0; sent < total; sent += size) yield randomBytes(Math.min(size, total - sent));
}

export function adminImportSuite(database: () => Database, url: string) {
  const people = {} as Record<Exclude<Who, 'visitor'>, { id: string; email: string; role: 'admin' | 'staff' | null }>;
  const prefix = `ADM${randomBytes(3).toString('hex').toUpperCase()}`;
  let category = '';
  let brand = '';
  const as = (who: Who) => {
    target.url = url;
    session.user = who === 'visitor' ? null : { id: people[who].id, email: people[who].email, firstName: '', lastName: '', phone: null };
  };
  const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database().$client.query<T>(text, values)).rows;
  const importCount = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM catalog_imports'))[0]!.n;
  const statusOf = async (id: number) =>
    (await database().select({ status: catalogImports.status }).from(catalogImports).where(eq(catalogImports.id, id)))[0]?.status;
  const productsCsv = (code: string) =>
    [
      'sku,name_en,category,brand,price,stock',
      `${prefix}-${code},Import test part ${code},${category},"${brand}",19.90,5`,
      `${prefix}-${code}X,Bad price part,${category},"${brand}",abc,1`,
    ].join('\n');

  beforeAll(async () => {
    target.url = url;
    for (const role of ['admin', 'staff', 'shopper'] as const) {
      const id = randomUUID();
      people[role] = { id, email: `${role}-${id.slice(0, 8)}@example.com`, role: role === 'shopper' ? null : role };
      await database().insert(users).values({ id, email: people[role].email, name: role, role: people[role].role });
    }
    category = (
      await q<{ slug: string }>(`SELECT slug FROM categories WHERE type = 'shop' AND layout = 'products' ORDER BY id LIMIT 1`)
    )[0]!.slug;
    brand = (await q<{ name: string }>('SELECT name FROM brands ORDER BY id LIMIT 1'))[0]!.name;
  });

  afterAll(async () => {
    await q('DELETE FROM products WHERE sku LIKE $1', [`${prefix}-%`]);
    await q(`UPDATE categories c SET items_count = coalesce(x.n, 0) FROM categories k LEFT JOIN (SELECT pc.category_id, count(*)::int AS n FROM product_categories pc
      JOIN products p ON p.id = pc.product_id WHERE p.visibility = 'published' GROUP BY pc.category_id) x ON x.category_id = k.id WHERE c.id = k.id AND k.type = 'shop'`);
  });

  return { people, prefix, as, q, importCount, statusOf, productsCsv };
}
