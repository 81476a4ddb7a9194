// The template's demo pages (specification section 2): home two, the mobile header variants and every
// shop demo, in English and Arabic. One test per group of routes, one browser page per test: each
// route answers 200, shows its main content from the database and logs no console error (axe: the
// route sweep, sweep.spec.ts).
// (The header variants' screenshot comparison is in content.spec.ts, beside the desktop one.)
import { expect, test, type Page } from '@playwright/test';
import { visit, watchForErrors } from './support';

const LOCALES = [
  ['', 'en'],
  ['/ar', 'ar'],
] as const;

/**
 * Visits demos in both languages: each answers 200, reads in its direction, has one <main> and
 * passes the group's checks. axe is not run here: the route sweep (sweep.spec.ts) checks every demo
 * page, whole, in both languages. `done` fails on any console error or failed request seen meanwhile.
 */
function demoVisits(page: Page) {
  const errors = watchForErrors(page);
  return {
    async each(path: string, check: (lang: 'en' | 'ar') => Promise<void>) {
      for (const [prefix, lang] of LOCALES) {
        // The Arabic visit leaves the language cookie, which would send the next English path to /ar.
        if (lang === 'en') await page.context().clearCookies({ name: 'NEXT_LOCALE' });
        const response = await visit(page, `${prefix}${path}`);
        expect(response?.status(), `${lang} ${path}`).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('main')).toHaveCount(1);
        await check(lang);
      }
    },
    done: () => expect(errors).toEqual([]),
  };
}

/** Where a box sits along the reading direction: its distance from the start edge of the page. */
const fromStart = async (page: Page, selector: string, lang: 'en' | 'ar') => {
  const box = (await page.locator(selector).first().boundingBox())!;
  return lang === 'ar' ? 1366 - (box.x + box.width) : box.x;
};

test.describe('home two', () => {
  test('shows the vehicle finder hero and product rows from the database, and the finder opens the parts that fit', async ({ page }) => {
    test.setTimeout(240_000);
    const demos = demoVisits(page);
    await demos.each('/demo/home-two', async (lang) => {
      await expect(page.locator('main')).toHaveAttribute('data-home-layout', 'two');
      await expect(page.getByTestId('block-finder').locator('h2')).toHaveText(
        lang === 'en' ? 'Find parts that fit your vehicle' : 'اعثر على القطع المناسبة لسيارتك',
      );
      const offers = page.getByTestId('product-list').locator('li');
      expect(await offers.count()).toBeGreaterThan(5);
      await expect(offers.first().locator('h3')).toHaveText(lang === 'ar' ? /[\u0600-\u06FF]/ : /\w/);
      await expect(page.getByTestId('new-arrivals').locator('li').first()).toBeVisible();
    });

    // The finder: the years come from the database; a chosen vehicle opens the listing filtered to it.
    const finder = page.getByTestId('vehicle-search');
    const show = finder.getByRole('button', { name: 'عرض القطع' });
    await expect(show).toBeDisabled();
    const selects = finder.locator('select');
    await expect(selects.nth(0).locator('option')).not.toHaveCount(1);
    for (let i = 0; i < 4; i++) {
      await expect(selects.nth(i)).toBeEnabled();
      await expect(selects.nth(i).locator('option').nth(1)).toBeAttached();
      await selects.nth(i).selectOption({ index: 1 });
    }
    await expect(show).toBeEnabled();
    await show.click();
    await expect(page).toHaveURL(/\/ar\/catalog\/products\?filter_vehicle=\d+/);
    await expect(page.getByTestId('product-list')).toBeVisible();
    demos.done();
  });
});

test.describe('mobile header demos', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('variant one has a light bar with a search button; variant two a dark bar with the search field under it', async ({ page }) => {
    test.setTimeout(240_000);
    const demos = demoVisits(page);
    for (const variant of ['one', 'two'] as const) {
      await demos.each(`/demo/mobile-header-variant-${variant}`, async () => {
        const scope = page.locator('[data-site-options]:has([data-mobile-header])');
        await expect(scope).toHaveAttribute('data-mobile-header-variant', variant);
        const header = page.locator('[data-mobile-header]');
        await expect(header.getByRole('link', { name: 'Axle' })).toBeVisible();
        await expect(header.locator('[data-mobile-search-toggle]')).toBeVisible({ visible: variant === 'one' });
        await expect(header.locator('[data-mobile-search-inline] input[type=search]')).toBeVisible({ visible: variant === 'two' });
        const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background === 'rgb(255, 255, 255)', background).toBe(variant === 'one');
        await expect(page.getByTestId('product-list').locator('li').first()).toBeVisible();
      });
    }
    // Variant two's field searches the catalog.
    const field = page.locator('[data-mobile-search-inline] input[type=search]');
    await field.fill('brake');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/ar\/catalog\/products\?search=brake/);
    demos.done();
  });
});

test.describe('shop demos', () => {
  // [slug, columns, sidebar]
  const categories = [
    ['category-columns-3-sidebar', 3, 'start'],
    ['category-columns-4-sidebar', 4, 'start'],
    ['category-columns-5-sidebar', 5, 'start'],
    ['category-columns-4-full', 4, null],
    ['category-columns-5-full', 5, null],
    ['category-columns-6-full', 6, null],
    ['category-columns-7-full', 7, null],
    ['category-right-sidebar', 4, 'end'],
  ] as const;

  test('the category demos show the departments in their columns, with the shop sidebar on the side they name', async ({ page }) => {
    test.setTimeout(300_000);
    const demos = demoVisits(page);
    for (const [slug, columns, sidebar] of categories) {
      await demos.each(`/demo/shop/${slug}`, async (lang) => {
        const grid = page.getByTestId('category-columns');
        await expect(grid).toHaveAttribute('data-columns', String(columns));
        expect(await grid.locator(':scope > li').count()).toBeGreaterThanOrEqual(columns);
        await expect(grid.locator('h2 a').first()).toHaveText(lang === 'en' ? /\w/ : /[\u0600-\u06FF]/);
        const sidebarBox = page.getByTestId('catalog-sidebar');
        if (!sidebar) {
          await expect(sidebarBox).toHaveCount(0);
          return;
        }
        await expect(sidebarBox.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(sidebarBox.locator('article').first()).toBeVisible();
        const [side, main] = [
          await fromStart(page, '[data-testid=catalog-sidebar]', lang),
          await fromStart(page, '[data-testid=category-columns]', lang),
        ];
        expect(side < main, `${slug} ${lang}: the sidebar is at the ${sidebar}`).toBe(sidebar === 'start');
      });
    }
    demos.done();
  });

  // [slug, columns, sidebar]
  const grids = [
    ['shop-grid-3-sidebar', 3, 'start'],
    ['shop-grid-4-sidebar', 4, 'start'],
    ['shop-grid-4-full', 4, null],
    ['shop-grid-5-full', 5, null],
    ['shop-grid-6-full', 6, null],
    ['shop-right-sidebar', 4, 'end'],
  ] as const;

  test('the shop grid demos list the catalog in their columns, the filters beside it or behind a button', async ({ page }) => {
    test.setTimeout(300_000);
    const demos = demoVisits(page);
    for (const [slug, columns, sidebar] of grids) {
      await demos.each(`/demo/shop/${slug}`, async (lang) => {
        const list = page.getByTestId('product-list');
        await expect(list).toHaveAttribute('data-columns', String(columns));
        await expect(list.locator('article')).toHaveCount(16);
        const cardsInFirstRow = await list
          .locator('article')
          .evaluateAll(
            (els) => els.filter((e) => Math.abs(e.getBoundingClientRect().top - els[0]!.getBoundingClientRect().top) < 2).length,
          );
        expect(cardsInFirstRow, slug).toBe(columns);
        const filters = page.getByTestId('filters');
        if (sidebar) {
          await expect(filters.getByTestId('filter-price')).toBeVisible();
          await expect(page.getByTestId('filters-open')).toBeHidden();
          const [side, main] = [
            await fromStart(page, '[data-testid=filters]', lang),
            await fromStart(page, '[data-testid=product-list]', lang),
          ];
          expect(side < main, `${slug} ${lang}: the filters are at the ${sidebar}`).toBe(sidebar === 'start');
        } else {
          await expect(filters).toBeHidden();
          await page.getByTestId('filters-open').click();
          await expect(filters.getByTestId('filter-brand')).toBeVisible();
          await filters.getByRole('button', { name: lang === 'en' ? 'Close filters' : 'إغلاق المرشحات' }).click();
          await expect(filters).toBeHidden();
        }
        // The listing's own links keep to the demo page.
        await expect(page.getByTestId('pagination').getByRole('link').first()).toHaveAttribute(
          'href',
          new RegExp(`/demo/shop/${slug}\\?page=`),
        );
      });
    }
    demos.done();
  });

  test('the list, table and navigation demos: their view by default, cursor and page navigation, links that stay on the demo', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const demos = demoVisits(page);
    await demos.each('/demo/shop/shop-list', async () => {
      await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'list');
      await expect(page.getByTestId('product-list').locator('article').first()).toBeVisible();
      // Grid is no longer the default here, so its link names it.
      await expect(page.getByTestId('listing-toolbar').locator('a[data-view=grid]')).toHaveAttribute(
        'href',
        /\/demo\/shop\/shop-list\?view=grid$/,
      );
    });
    await demos.each('/demo/shop/shop-table', async () => {
      const table = page.getByTestId('product-list');
      await expect(table).toHaveAttribute('data-view', 'table');
      await expect(table.locator('tbody tr')).toHaveCount(16);
      // The table scrolls inside its box; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
    await demos.each('/demo/shop/shop-page-navigation', async () => {
      await expect(page.getByTestId('pagination').getByRole('link', { name: /2/ }).first()).toBeVisible();
      await expect(page.getByTestId('listing-summary')).toHaveText(/1–16/);
    });
    await demos.each('/demo/shop/shop-cursor-navigation', async () => {
      await expect(page.getByTestId('pagination')).toHaveCount(0);
      await expect(page.getByTestId('page-prev')).toHaveCount(0);
      await expect(page.getByTestId('page-next')).toHaveAttribute('href', /\/demo\/shop\/shop-cursor-navigation\?after=/);
    });
    const first = await page.getByTestId('product-list').locator('article').first().getAttribute('data-product-id');
    await page.getByTestId('page-next').click();
    await expect(page).toHaveURL(/shop-cursor-navigation\?after=/);
    await expect(page.getByTestId('page-prev')).toBeVisible();
    await expect(page.getByTestId('product-list').locator('article').first()).not.toHaveAttribute('data-product-id', first!);
    demos.done();
  });

  test('the product demos show the showcase product full width and beside the shop sidebar; order success shows the demo order', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const demos = demoVisits(page);
    for (const layout of ['full', 'sidebar'] as const) {
      await demos.each(`/demo/shop/product-${layout}`, async (lang) => {
        const product = page.getByTestId('product-page');
        await expect(product).toHaveAttribute('data-layout', layout);
        await expect(product.locator('h1')).toHaveText(lang === 'en' ? /\w/ : /[\u0600-\u06FF]/);
        await expect(product.getByTestId('product-description')).toBeAttached();
        await expect(page.getByTestId('catalog-sidebar')).toHaveCount(layout === 'sidebar' ? 1 : 0);
        if (layout === 'sidebar') {
          const [side, main] = [
            await fromStart(page, '[data-testid=catalog-sidebar]', lang),
            await fromStart(page, '[data-testid=product-page] h1', lang),
          ];
          expect(side < main).toBe(true);
        }
      });
    }
    await demos.each('/demo/shop/order-success', async (lang) => {
      await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Thank you. Your order has been received.' : /[\u0600-\u06FF]/);
      await expect(page.locator('main')).toContainText(/AX-\d{6}/);
      await expect(page.locator('main')).toContainText('demo@axle.example');
    });
    for (const path of ['/demo/shop/nope', '/ar/demo/shop/shop-grid-7-full', '/demo/shop/shop-grid-3-columns-sidebar']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // The listing demos read their URL as the listing does: a bad value is a 400 with the message.
    expect((await request.get('/demo/shop/shop-list?page=0')).status()).toBe(400);
    expect((await request.get('/ar/demo/shop/shop-table?sort=nope')).status()).toBe(400);
    expect((await request.get('/demo/shop/product-full?sort=nope')).status()).toBe(200);
    demos.done();
  });
});
