import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { visit, watchForErrors } from './support';

const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;

test.describe('the home page in three languages', () => {
  for (const [path, lang, dir] of [
    ['/', 'en', 'ltr'],
    ['/ru', 'ru', 'ltr'],
    ['/ar', 'ar', 'rtl'],
  ] as const) {
    test(`${lang}: server-rendered lang and dir, translated menus and categories, no console errors`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${lang}"[^>]*dir="${dir}"`));
      const errors = watchForErrors(page);
      await visit(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      const departments = page.getByRole('button', { name: { en: 'Shop by category', ru: 'Каталог товаров', ar: 'تسوّق حسب الفئة' }[lang] });
      await expect(departments).toBeVisible();
      await departments.click();
      const list = page.getByTestId('departments-list');
      await expect(list).toBeVisible();
      const first = await list.locator('a').first().innerText();
      if (lang === 'ru') expect(first).toMatch(/[А-Яа-я]/);
      if (lang === 'ar') expect(first).toMatch(/[\u0600-\u06FF]/);
      // The parts loaded on demand bring their texts with their code (ui/on-demand.tsx, /api/messages):
      // each shows them in the page's language, and a text that did not come is a console error.
      const m = catalogue(lang);
      await page.keyboard.press('Escape');
      await page.getByText(m.INDICATOR_CART!, { exact: true }).click();
      await expect(page.getByTestId('cart-dropdown')).toContainText(m.TEXT_CART_EMPTY!);
      await page.keyboard.press('Escape');
      await page.getByTestId('account-indicator-title').click();
      await expect(page.getByTestId('account-menu')).toContainText(m.HEADER_LOGIN_TO_YOUR_ACCOUNT!);
      await page.keyboard.press('Escape');
      await page.getByTestId('vehicle-button').filter({ visible: true }).first().click();
      await expect(page.getByTestId('vehicle-picker').getByRole('button', { name: m.BUTTON_CLOSE_DIALOG })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("a page carries the site frame once, and none of the admin's or the emails' messages", async ({ request }) => {
    for (const path of ['/', '/ar/catalog', '/cart']) {
      const html = await (await request.get(path)).text();
      // The server-rendered header, and the copy in the page's payload that React hydrates it from.
      expect(html.split('data-desktop-header').length - 1, path).toBe(2);
      // Checked as booleans: a failure should not print the whole page.
      expect(html.includes('TEXT_ADMIN_'), `${path} carries the admin's messages`).toBe(false);
      expect(html.includes('TEXT_EMAIL_ORDER_'), `${path} carries the emails' messages`).toBe(false);
    }
  });

  test('hreflang alternates name the three languages', async ({ request }) => {
    const res = await request.get('/');
    const link = res.headers()['link'] ?? '';
    for (const l of ['en', 'ru', 'ar']) expect(link).toContain(`hreflang="${l}"`);
  });
});

// Icons are <use> references into one sprite (src/ui/icons.tsx): a sprite the browser cannot read
// leaves every icon blank without an error anywhere, so the journey measures what was drawn.
test('icons and rating stars draw from the sprite, in English and in Arabic', async ({ page }) => {
  for (const locale of ['en', 'ar']) {
    await visit(page, `/${locale}/catalog/products`);
    const drawn = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((use: SVGUseElement) => {
          const box = use.getBBox();
          return box.width > 0 && box.height > 0;
        });
    await expect.poll(() => drawn('[data-testid="card-actions"] svg use')).toBe(true);
    await expect.poll(() => drawn('svg[role="img"] use[href*="#stars-"]')).toBe(true);
  }
});

test("the shop's JSON answers come gzipped to a browser that takes it", async ({ request }) => {
  for (const path of ['/api/departments?locale=en', '/api/messages?locale=ar&part=vehicle-picker']) {
    const answer = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/json');
    expect(answer.headers()['content-encoding']).toBe('gzip');
    expect(await answer.json()).toBeTruthy();
  }
});

test('switching language from the top bar keeps the page and is remembered', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByTestId('language-ar').click();
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Coming back to the bare address offers the remembered language.
  await visit(page, '/');
  await expect(page).toHaveURL(/\/ar\/?$/);
  await page.getByRole('button', { name: /اللغة/ }).click();
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a currency switch changes every price on the page and survives a reload', async ({ page }) => {
  await visit(page, '/');
  const prices = page.locator('[data-price]');
  await expect(prices.first()).toContainText('$');
  await page.getByRole('button', { name: /Currency/ }).click();
  await page.getByTestId('currency-EUR').click();
  await expect(prices.first()).toContainText('€');
  const texts = await prices.allInnerTexts();
  expect(texts.filter((t) => t.trim()).every((t) => t.includes('€'))).toBe(true);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(prices.first()).toContainText('€');
  const serverHtml = await (await page.request.get('/')).text();
  expect(serverHtml).toContain('€');
});

test('a corrupted saved state is discarded without an error page', async ({ page }) => {
  await visit(page, '/');
  await page.evaluate(() => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('wishlist', JSON.stringify({ state: { items: [] }, version: 7 }));
    localStorage.setItem('compare', JSON.stringify({ state: { items: 'nope' }, version: 1 }));
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('h1')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
  expect((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '').not.toContain('"version":7');
});

test('the departments menu works with the keyboard', async ({ page }) => {
  await visit(page, '/');
  const button = page.getByRole('button', { name: 'Shop by category' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('departments-list')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('departments-list').locator('a').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('departments-list').locator('a').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('departments-list')).toBeHidden();
  await expect(button).toBeFocused();
  // The mouse opens it too, and a click outside closes it.
  await button.click();
  await expect(page.getByTestId('departments-list')).toBeVisible();
  await page.mouse.click(5, 880);
  await expect(page.getByTestId('departments-list')).toBeHidden();
});

test('the Shop menu lists the departments and their subcategories, fetched as it is pointed at', async ({ page }) => {
  await visit(page, '/ar');
  const shop = page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('button', { name: 'المتجر', exact: true });
  const asked = page.waitForRequest((r) => r.url().includes('/api/departments?locale=ar'));
  await shop.hover();
  await asked;
  await shop.click();
  await expect(shop).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('mega-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toHaveText(/[\u0600-\u06FF]/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(shop).toBeFocused();
});

test('the Demos menu fetches its links as it is pointed at, in English and in Arabic, and offers a retry when they cannot come', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html.includes('data-testid="demos-menu"'), "the Demos menu's links are not in the page").toBe(false);

  await visit(page, '/');
  const demos = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Demos', exact: true });
  const asked = page.waitForRequest((r) => r.url().includes('/api/demos?locale=en'));
  await demos.hover();
  await asked;
  await demos.click();
  const menu = page.getByTestId('demos-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('group', { name: 'Headers' })).toBeVisible();
  await menu.getByRole('link', { name: 'Classic, variant 3' }).click();
  await expect(page).toHaveURL(/\/demo\/header-classic-variant-three$/);

  // In Arabic, with the first answer failing: a translated failure, another way on, and a retry.
  await page.route('**/api/demos?locale=ar', (route) => route.abort());
  await visit(page, '/ar');
  const arDemos = page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('button', { name: 'العروض', exact: true });
  await arDemos.click();
  const failure = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل العروض.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('link', { name: 'كل العروض' })).toHaveAttribute('href', '/ar/demo');
  await page.unroute('**/api/demos?locale=ar');
  await failure.getByRole('button', { name: 'حاول مرة أخرى' }).click();
  const arMenu = page.getByTestId('demos-menu');
  await expect(arMenu.getByRole('link', { name: 'الصفحة الرئيسية 2' })).toBeVisible();
  await arDemos.click();
  await expect(arMenu).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the departments button is a link to the catalogue', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop by category' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('the Demos button is a link to the demos page, which lists every demo', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('link', { name: 'العروض', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/demo$/);
    await expect(page.locator('h1')).toHaveText('العروض');
    await expect(page.getByTestId('demos-menu').getByRole('link', { name: 'الصفحة الرئيسية 2' })).toHaveAttribute(
      'href',
      '/ar/demo/home-two',
    );
  });
});

test('the department tree comes when a menu first needs it, kept by the browser while the departments stay the same', async ({
  request,
}) => {
  // The page, and the tree from the address it names. Journeys running beside this one add products,
  // which changes the departments' counts and so the address: asked again until page and tree agree.
  const fetched = async () => {
    const html = await (await request.get('/ar')).text();
    // In the page's payload, where `&` is written \u0026.
    const tag = /\/api\/departments\?locale=ar(?:&|\\u0026)v=([\w-]+)/.exec(html)?.[1];
    const answer = tag ? await request.get(`/api/departments?locale=ar&v=${tag}`) : null;
    return { html, tag, answer, cache: answer?.headers()['cache-control'] ?? '' };
  };
  let got = await fetched();
  await expect.poll(async () => (got = await fetched()).cache, { timeout: 15_000 }).toContain('immutable');
  expect(got.html.includes('data-testid="departments-list"'), 'the departments list is not in the page').toBe(false);
  expect(got.html.includes('data-testid="mega-menu"'), "the Shop menu's departments are not in the page").toBe(false);
  expect(got.answer!.status()).toBe(200);
  const tree = (await got.answer!.json()) as { name: string; href: string; children: unknown[] }[];
  expect(tree.length).toBeGreaterThan(0);
  expect(tree[0]!.name).toMatch(/[\u0600-\u06FF]/);
  expect(tree.some((d) => d.children.length > 0)).toBe(true);
  // An address from before the departments changed still answers, with the current tree, not kept.
  const stale = await request.get('/api/departments?locale=ar&v=stale');
  expect(stale.status()).toBe(200);
  expect(stale.headers()['cache-control']).toBe('no-cache');
  // A language it does not have: refused in the language the visitor's cookie remembers (they just read /ar).
  const bad = await request.get('/api/departments?locale=xx');
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/[\u0600-\u06FF]/);
});

test('the translation files answer with complete catalogues', async ({ request }) => {
  const en = await (await request.get('/i18n/en.json')).json();
  for (const l of ['ru', 'ar']) {
    const res = await request.get(`/i18n/${l}.json`);
    expect(res.status()).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(Object.keys(en).sort());
  }
  expect((await request.get('/i18n/xx.json')).status()).toBe(404);
});

// axe on the home page in each language, desktop: sweep.spec.ts.

test('the splash preloader covers the first paint and is gone right after start', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-preloader');
  await visit(page, '/');
  await expect(page.locator('[data-preloader]')).toHaveCount(0);
});
