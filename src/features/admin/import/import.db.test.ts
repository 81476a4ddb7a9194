// The admin's catalogue import against a real PostgreSQL, as the people who might call it: the
// upload route and the apply action for staff, an admin, a shopper and a visitor (the last two get
// "not found" and change nothing), a stored upload giving back its bytes, the size cap, and an
// import moving checking → checked → applying → applied with the engine's one audit line. The
// session and next/server's `after` are the things stood in for: `after` keeps the background step
// so the test can run it and watch the statuses in between.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { auditLog, catalogImportChunks, catalogImports, users } from '@/db/schema';
import { CHUNK_BYTES, MAX_UPLOAD_BYTES, shownStatus } from './model';

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

const { uploadImport } = await import('./upload');
const { applyImportAction } = await import('./actions');
const { storeUpload, storedFile } = await import('./service');
const { importById, recentImports } = await import('./queries');

type Who = 'admin' | 'staff' | 'shopper' | 'visitor';
const ORIGIN = 'http://shop.example';

/** Runs the background steps queued so far, in order. */
async function drain() {
  while (background.tasks.length) await background.tasks.shift()!();
}

function uploadRequest(body: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return new NextRequest(`${ORIGIN}/api/admin/import?${new URLSearchParams(query)}`, {
    method: 'POST',
    body: new TextEncoder().encode(body),
    headers: { origin: ORIGIN, host: 'shop.example', 'content-type': 'text/csv', ...headers },
  });
}

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

async function* pieces(total: number, size: number): AsyncGenerator<Uint8Array> {
  for (let sent = 0; sent < total; sent += size) yield randomBytes(Math.min(size, total - sent));
}

describeEachDatabase('the admin catalogue import', (database, url) => {
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

  it('stores an upload in pieces of a megabyte and gives back exactly its bytes', async () => {
    const parts: Buffer[] = [];
    async function* recorded() {
      for await (const p of pieces(CHUNK_BYTES * 2 + 12_345, 300_001)) {
        parts.push(Buffer.from(p));
        yield p;
      }
    }
    const stored = await storeUpload(
      people.staff,
      { kind: 'products', fileName: 'big.csv', strict: false, hideMissing: false },
      recorded(),
      database(),
    );
    expect(stored).toMatchObject({ ok: true, sizeBytes: CHUNK_BYTES * 2 + 12_345 });
    if (!stored.ok) return;
    const chunks = await database()
      .select({ seq: catalogImportChunks.seq, size: sql<number>`octet_length(${catalogImportChunks.data})` })
      .from(catalogImportChunks)
      .where(eq(catalogImportChunks.importId, stored.id))
      .orderBy(catalogImportChunks.seq);
    expect(chunks).toEqual([
      { seq: 0, size: CHUNK_BYTES },
      { seq: 1, size: CHUNK_BYTES },
      { seq: 2, size: 12_345 },
    ]);
    const back: Buffer[] = [];
    for await (const c of storedFile(stored.id, database())) back.push(c);
    expect(Buffer.concat(back).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses a file past the cap and keeps nothing of it', async () => {
    const before = await importCount();
    const stored = await storeUpload(
      people.admin,
      { kind: 'products', fileName: 'huge.csv', strict: false, hideMissing: false },
      pieces(MAX_UPLOAD_BYTES + 1, 4 * CHUNK_BYTES),
      database(),
    );
    expect(stored).toEqual({ ok: false, code: 'TOO_LARGE' });
    expect(await importCount()).toBe(before);
    as('admin');
    const res = await uploadImport(
      uploadRequest('sku\n', { kind: 'products', name: 'huge.csv', locale: 'ru' }, { 'content-length': String(MAX_UPLOAD_BYTES + 1) }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('50 МБ');
    expect(await importCount()).toBe(before);
  });

  describe('who may upload and apply', () => {
    for (const who of ['shopper', 'visitor'] as const) {
      it(`a ${who} gets "not found" and changes nothing`, async () => {
        const before = await importCount();
        as(who);
        const res = await uploadImport(uploadRequest(productsCsv('NOPE'), { kind: 'products', name: 'x.csv' }));
        expect(res.status).toBe(404);
        expect(await importCount()).toBe(before);
        expect(
          await storeUpload(
            who === 'shopper' ? people.shopper : null,
            { kind: 'products', fileName: 'x.csv', strict: false, hideMissing: false },
            pieces(10, 10),
            database(),
          ),
        ).toEqual({ ok: false, code: 'NOT_FOUND' });

        // An import staff checked stays checked when a shopper or visitor tries to apply it.
        as('staff');
        const staffRes = await uploadImport(uploadRequest(productsCsv(`W${who}`), { kind: 'products', name: 'w.csv' }));
        const { id } = (await staffRes.json()) as { id: number };
        await drain();
        expect(await statusOf(id)).toBe('checked');
        as(who);
        expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
          status: 'error',
          alert: 'ERROR_ADMIN_NOT_FOUND',
        });
        expect(background.tasks).toEqual([]);
        expect(await statusOf(id)).toBe('checked');
        expect(await q('SELECT 1 FROM products WHERE sku = $1', [`${prefix}-W${who}`])).toEqual([]);
      });
    }

    it('refuses an upload posted from another site', async () => {
      as('admin');
      const before = await importCount();
      const res = await uploadImport(
        uploadRequest(productsCsv('FOREIGN'), { kind: 'products', name: 'x.csv' }, { origin: 'https://evil.example' }),
      );
      expect(res.status).toBe(403);
      expect(await importCount()).toBe(before);
    });

    it('refuses an unknown kind with a translated 400', async () => {
      as('staff');
      const res = await uploadImport(uploadRequest('a\n', { kind: 'orders', name: 'x.csv' }));
      expect(res.status).toBe(400);
    });
  });

  for (const who of ['staff', 'admin'] as const) {
    it(`${who}: an upload moves checking → checked → applying → applied, with the engine's one audit line`, async () => {
      as(who);
      const code = `OK${who}`;
      const res = await uploadImport(uploadRequest(productsCsv(code), { kind: 'products', name: `${code}.csv`, strict: '0' }));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect(await statusOf(id)).toBe('checking');
      expect(background.tasks).toHaveLength(1);

      // Applying before the dry run is over is refused.
      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
      });

      await drain();
      const checked = (await importById(id, database()))!;
      expect(checked.status).toBe('checked');
      expect(checked.createdByEmail).toBe(people[who].email);
      expect(checked.report).toMatchObject({ dryRun: true, applied: false, rows: 2, created: 1, rejected: 1 });
      expect(checked.report!.rejections).toEqual([
        expect.objectContaining({ line: 3, column: 'price', reason: 'ERROR_IMPORT_BAD_PRICE', value: 'abc' }),
      ]);
      expect(checked.rowsRead).toBe(2);
      expect(await q('SELECT 1 FROM products WHERE sku = $1', [`${prefix}-${code}`])).toEqual([]);

      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({ status: 'started' });
      expect(await statusOf(id)).toBe('applying');
      // A second click, or another instance, finds it taken.
      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
      });
      await drain();

      const applied = (await importById(id, database()))!;
      expect(applied.status).toBe('applied');
      expect(applied.appliedByEmail).toBe(people[who].email);
      expect(applied.appliedReport).toMatchObject({ dryRun: false, applied: true, created: 1, rejected: 1 });
      const [product] = await q<{ price: number; name: { en: string } }>('SELECT price, name FROM products WHERE sku = $1', [
        `${prefix}-${code}`,
      ]);
      expect(product).toMatchObject({ price: 1990, name: { en: `Import test part ${code}` } });
      const lines = await database()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'catalog.import'), eq(auditLog.entityKey, `${code}.csv`)));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.actorEmail).toBe(people[who].email);

      // Applied once is applied: the action refuses it again.
      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
      });
      const listed = (await recentImports(database())).find((r) => r.id === id);
      expect(listed).toMatchObject({ status: 'applied', counts: { rows: 2, created: 1, rejected: 1, fileProblems: 0 } });
    });
  }

  it('a strict dry run with a rejected row cannot be applied', async () => {
    as('staff');
    const res = await uploadImport(uploadRequest(productsCsv('STRICT'), { kind: 'products', name: 'strict.csv', strict: '1' }));
    const { id } = (await res.json()) as { id: number };
    await drain();
    expect((await importById(id, database()))!.report).toMatchObject({ strict: true, rejected: 1 });
    expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
      status: 'error',
      alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
    });
    expect(await statusOf(id)).toBe('checked');
  });

  it('a file the engine cannot read is checked with its file problem, and cannot be applied', async () => {
    as('staff');
    const res = await uploadImport(uploadRequest('name_en,price\nX,1\n', { kind: 'products', name: 'no-sku.csv' }));
    const { id } = (await res.json()) as { id: number };
    await drain();
    const found = (await importById(id, database()))!;
    expect(found.status).toBe('checked');
    expect(found.report!.fileProblems).toEqual([expect.objectContaining({ reason: 'ERROR_IMPORT_MISSING_COLUMN', column: 'sku' })]);
    expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
      status: 'error',
      alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
    });
  });

  it('a run whose heartbeat stopped two minutes ago shows as failed', async () => {
    as('staff');
    const res = await uploadImport(uploadRequest(productsCsv('DEAD'), { kind: 'products', name: 'dead.csv' }));
    const { id } = (await res.json()) as { id: number };
    background.tasks.length = 0; // the process "dies" before its dry run
    expect(shownStatus((await importById(id, database()))!)).toEqual({ status: 'checking', error: null });
    await database()
      .update(catalogImports)
      .set({ updatedAt: sql`now() - interval '3 minutes'` })
      .where(eq(catalogImports.id, id));
    expect(shownStatus((await importById(id, database()))!)).toEqual({ status: 'failed', error: 'ERROR_ADMIN_IMPORT_INTERRUPTED' });
  });
});
