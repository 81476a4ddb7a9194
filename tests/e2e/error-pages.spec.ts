// The error pages when the database fails mid-run, in English and right to left in Arabic. The
// journeys' shop must keep its database, so this file starts a second production server of the same
// build (`next start`, no mail worker or other background work) on its own port, connected to the
// journeys' database through a relay it can cut (tests/support/database-relay.ts): a listing whose
// product query fails shows the error page inside the site frame; one whose frame cannot read the
// settings shows it alone (app/[locale]/error.tsx); with the database gone altogether the root
// layout fails and every page is app/global-error.tsx. Both answer 500, show no stack or
// query, log one line naming the page and the reference the page shows (never the parameters), and
// "Try again" brings the page back once the database answers again.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, runningEmbeddedUrl } from '../../src/db/embedded';
import { localePath, type Locale } from '../../src/i18n/routing';
import { startDatabaseRelay, type DatabaseRelay } from '../support/database-relay';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
const LOCALES = ['en', 'ar'] as const satisfies readonly Locale[];
type ShownLocale = (typeof LOCALES)[number];
const MESSAGES = { en: catalogue('en'), ar: catalogue('ar') };

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };

type Shop = { origin: string; log: () => string; stop: () => Promise<void> };

/** `next start` of the journeys' build on a free port, on the given database; resolves once it answers. */
async function startShop(databaseUrl: string): Promise<Shop> {
  const port = await freePort();
  let log = '';
  // Not `-H 127.0.0.1`: with it, Next 16.4.5 answers / with a redirect to itself (the locale proxy's
  // rewrite names http://localhost:<port>/en, another host than the request's).
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: process.env.E2E_DATA_DIR,
      AXLE_DEMO: '1',
      // The journeys' shop runs the mail worker and the payment upkeep on this database; this second
      // server leaves them to it (src/server/background-work.ts NO_BACKGROUND_WORK_ENV).
      AXLE_NO_BACKGROUND_WORK: '1',
    },
  });
  child.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`next start stopped (${child.exitCode}):\n${log}`);
    const answered = await fetch(`${origin}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (answered) return { origin, log: () => log, stop };
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`next start did not answer within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

let relay: DatabaseRelay;
let shop: Shop;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const databaseUrl = process.env.E2E_DATABASE_URL || runningEmbeddedUrl(process.env.E2E_DATA_DIR!);
  expect(databaseUrl, 'the journeys’ database').toBeTruthy();
  relay = await startDatabaseRelay(databaseUrl!);
  shop = await startShop(relay.url);
});

test.afterAll(async () => {
  await shop?.stop();
  await relay?.close();
});

/** The error page as the shopper sees it: translated, with its two ways on, and nothing of the error itself. */
async function expectErrorPage(page: Page, locale: ShownLocale) {
  const m = MESSAGES[locale];
  await expect(page.getByRole('heading', { level: 1, name: m.TEXT_ERROR_PAGE_TITLE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByText(m.TEXT_ERROR_PAGE_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: m.BUTTON_TRY_AGAIN })).toBeVisible();
  await expect(page.getByRole('link', { name: m.BUTTON_GO_HOME })).toHaveAttribute('href', localePath(locale, '/'));
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/Failed query|params:|ECONNREFUSED|Connection terminated|node_modules|\n\s*at \S/);
  // Laid out for a phone too: nothing runs off the side.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The reference the shopper can quote is the one the server's log line names, and that line has no parameters.
  const reference = /\d+/.exec(await page.getByTestId('error-reference').innerText())?.[0];
  expect(reference).toBeTruthy();
  await expect.poll(() => shop.log()).toContain(`(reference ${reference})`);
  expect(shop.log()).not.toMatch(/Failed query|params:/);
}

test('a listing whose products query fails mid-run shows the translated error page inside the site frame with status 500; Try again brings it back', async ({
  page,
}, testInfo) => {
  for (const locale of LOCALES) {
    const listing = `${shop.origin}${localePath(locale, '/catalog/products')}`;
    expect((await page.goto(listing))?.status()).toBe(200);
    relay.failQueriesNaming('products');
    expect((await page.goto(listing))?.status()).toBe(500);
    await expectErrorPage(page, locale);
    await expect(page.locator('#content [data-testid="error-page"]')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    // One structured line (src/server/log.ts) for the failed render, naming the page and the reference.
    expect(shop.log()).toMatch(/"route":"render".*"msg":"GET \S*\/catalog\/products failed \(reference \d+\)"/);
    await page.screenshot({ path: testInfo.outputPath(`in-frame-${locale}-desktop.png`), fullPage: true });
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`in-frame-${locale}-mobile.png`), fullPage: true });
    await page.setViewportSize(DESKTOP);
    relay.failQueriesNaming(null);
    await page.getByRole('button', { name: MESSAGES[locale].BUTTON_TRY_AGAIN }).click();
    await expect(page.getByTestId('error-page')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('site-footer')).toBeVisible();
  }
});

test('when the site frame’s own query fails, the translated error page stands alone with a header of its own, status 500', async ({
  page,
}) => {
  relay.failQueriesNaming('store_settings');
  try {
    for (const locale of LOCALES) {
      expect((await page.goto(`${shop.origin}${localePath(locale, '/catalog')}`))?.status()).toBe(500);
      await expectErrorPage(page, locale);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Axle' })).toHaveAttribute('href', localePath(locale, '/'));
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    }
  } finally {
    relay.failQueriesNaming(null);
  }
});

test('with the database gone, pages show the translated global error page with status 500; Try again brings the page back', async ({
  page,
}, testInfo) => {
  await relay.cut();
  try {
    for (const locale of LOCALES) {
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const) {
        await page.setViewportSize(viewport);
        const response = await page.goto(`${shop.origin}${localePath(locale, '/')}`);
        expect(response?.status()).toBe(500);
        await expectErrorPage(page, locale);
        await expect(page).toHaveTitle(MESSAGES[locale].TEXT_ERROR_PAGE_TITLE);
        await page.screenshot({ path: testInfo.outputPath(`global-${locale}-${name}.png`), fullPage: true });
      }
    }
  } finally {
    await relay.restore();
  }
  await page.getByRole('button', { name: MESSAGES.ar.BUTTON_TRY_AGAIN }).click();
  await expect(page.getByTestId('error-page')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('site-footer')).toBeVisible();
});

test('under a bare next start too, an address with an escape the shop cannot read is a translated 400, never a 500', async () => {
  const catalogues = { ...MESSAGES, ru: catalogue('ru') };
  for (const [path, locale] of [
    ['/en/%E0%A4%A', 'en'],
    ['/ar/products/%E0%A4%A', 'ar'],
    ['/ru/catalog/%ff', 'ru'],
    ['/products/%25', 'en'],
  ] as const) {
    const res = await fetch(`${shop.origin}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(res.status, path).toBe(400);
    expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect((await res.text()).trim(), path).toBe(catalogues[locale].ERROR_BAD_REQUEST);
  }
});
