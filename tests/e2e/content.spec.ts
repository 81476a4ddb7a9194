// Content pages: about, contact (its details and its form), FAQ, the newsletter, Page Not Found and
// the header variants. The blog's journeys: blog.spec.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BLOG, expectNoSeriousA11yViolations, visit, watchForErrors } from './support';
import { HEADER_VARIANTS } from './sweep-routes';

// Every content page's status, translated <h1>, console, and axe in English and Arabic: sweep.spec.ts.
test.describe('content pages', () => {
  test('the about page shows the store in numbers from the database; the contact page its details', async ({ page }) => {
    await visit(page, '/about-us');
    const products = Number((await page.getByTestId('stat-TEXT_STAT_PRODUCTS').innerText()).replace(/\D/g, ''));
    expect(products).toBeGreaterThan(100);
    await visit(page, '/ar/contact-us');
    await expect(page.getByTestId('contact-details')).toContainText('hello@axle.example');
  });

  test('ar: every email address and phone number on the contact and FAQ pages reads left to right inside the Arabic text', async ({
    page,
  }) => {
    for (const path of ['/ar/contact-us', '/ar/faq']) {
      await visit(page, path);
      const links = page.locator('main a[href^="mailto:"], main a[href^="tel:"], footer a[href^="mailto:"], footer a[href^="tel:"]');
      const count = await links.count();
      expect(count, path).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        // The address or number itself is isolated left to right (ui/Code), so "+1 (800)..." keeps its order.
        await expect(link.locator('bdi[dir="ltr"]'), `${path}: ${await link.getAttribute('href')}`).toHaveCount(1);
        const shown = (await link.locator('bdi[dir="ltr"]').innerText()).replace(/\D/g, '');
        const href = (await link.getAttribute('href'))!;
        if (href.startsWith('tel:')) expect(href.replace(/\D/g, '')).toBe(shown);
      }
    }
  });

  test('the FAQ opens and closes its answers', async ({ page }) => {
    await visit(page, '/faq');
    const second = page.locator('details').nth(1);
    await expect(second).not.toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
  });
});

test.describe('the contact form', () => {
  for (const [prefix, lang] of [
    ['', 'en'],
    ['/ar', 'ar'],
  ] as const) {
    test(`${lang}: shows translated errors beside the fields, then sends and confirms`, async ({ page }) => {
      const errors = watchForErrors(page);
      await visit(page, `${prefix}/contact-us`);
      const form = page.getByTestId('contact-form');
      const send = form.getByRole('button', { name: lang === 'en' ? 'Send message' : 'إرسال الرسالة' });
      await form.locator('#contact-email').fill('not-an-email');
      await form.locator('#contact-message').fill('short');
      await send.click();
      await expect(form.locator('#contact-name-error')).toHaveText(lang === 'en' ? 'This field is required.' : 'هذا الحقل مطلوب.');
      await expect(form.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('#contact-email')).toHaveValue('not-an-email');
      await expect(form.locator('#contact-message-error')).toBeVisible();

      await page.getByTestId('contact-form').locator('#contact-name').fill('Layla Haddad');
      await page.getByTestId('contact-form').locator('#contact-email').fill('layla@example.com');
      await page.getByTestId('contact-form').locator('#contact-message').fill('Do the ceramic brake pads fit a 2019 Camry?');
      await send.click();
      const status = page.getByTestId('contact-status');
      await expect(status).toHaveAttribute('data-status', 'sent');
      await expect(status).toHaveText(lang === 'en' ? /Your message has been sent/ : /تم إرسال رسالتك/);
      await expect(page.getByTestId('contact-form').locator('#contact-name')).toHaveValue('');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the newsletter', () => {
  async function subscribe(page: Page, form: string, email: string) {
    const f = page.getByTestId(form);
    await f.getByRole('textbox').fill(email);
    await f.getByRole('button').click();
    return f.getByRole('status');
  }

  // Double opt-in: every valid request answers "check your inbox" (tests/e2e/newsletter.spec.ts
  // follows the email's links).
  const messages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;

  test('rejects an invalid address, asks a valid one to confirm, and answers the same again (footer)', async ({ page }) => {
    const en = messages('en');
    const errors = watchForErrors(page);
    await visit(page, '/about-us');
    let status = await subscribe(page, 'newsletter-form', 'driver@');
    await expect(status).toHaveText(en.ERROR_FORM_INCORRECT_EMAIL);
    await expect(page.getByTestId('newsletter-form').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    const email = `driver-${Date.now()}@example.com`;
    status = await subscribe(page, 'newsletter-form', email);
    await expect(status).toHaveText(en.TEXT_NEWSLETTER_SUBSCRIBED);
    await visit(page, '/faq');
    status = await subscribe(page, 'newsletter-form', email.toUpperCase());
    await expect(status).toHaveText(en.TEXT_NEWSLETTER_SUBSCRIBED);
    expect(errors).toEqual([]);
  });

  test('subscribes from the blog sidebar in Arabic', async ({ page }) => {
    const ar = messages('ar');
    await visit(page, `/ar${BLOG}`);
    let status = await subscribe(page, 'blog-newsletter-form', 'غير صالح');
    await expect(status).toHaveText(ar.ERROR_FORM_INCORRECT_EMAIL);
    status = await subscribe(page, 'blog-newsletter-form', `reader-${Date.now()}@example.com`);
    await expect(status).toHaveText(ar.TEXT_NEWSLETTER_SUBSCRIBED);
  });
});

test.describe('Page Not Found', () => {
  for (const [path, lang, dir, title] of [
    ['/no/such/page', 'en', 'ltr', 'Page Not Found'],
    ['/ru/no-such-page', 'ru', 'ltr', null],
    ['/ar/no/such/page', 'ar', 'rtl', 'الصفحة غير موجودة'],
    ['/demo/site/not-found', 'en', 'ltr', 'Page Not Found'],
  ] as const) {
    test(`${path} answers 404 with the translated page inside the site frame`, async ({ page, request }) => {
      expect((await request.get(path)).status()).toBe(404);
      // Next renders a notFound() of a dynamic route in the browser from the flight data
      // (vercel/next.js#62228), so lang and dir are checked on the hydrated page.
      const errors = watchForErrors(page);
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const view = page.getByTestId('not-found');
      if (title) await expect(view.locator('h1')).toHaveText(title);
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(view.getByRole('link')).toHaveCount(2);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    });
  }

  test('its search box searches the catalog', async ({ page }) => {
    await visit(page, '/no/such/page');
    await expectNoSeriousA11yViolations(page, 'not found');
    await page.getByTestId('not-found').getByRole('searchbox').fill('brake pads');
    await page.getByTestId('not-found').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/catalog\/products\?search=brake\+pads/);
  });
});

// The site map and robots.txt: sitemap.spec.ts.

test.describe('header variants', () => {
  const variants = HEADER_VARIANTS;

  /** Fails when a header's screenshot is byte-identical to one taken before (same SHA-256). */
  const expectUnlike = (shots: Map<string, string>, name: string, png: Buffer) => {
    const hash = createHash('sha256').update(png).digest('hex');
    const twin = [...shots].find(([, other]) => other === hash);
    expect(twin?.[0], `${name} looks the same as ${twin?.[0]}`).toBeUndefined();
    shots.set(name, hash);
  };

  test('each desktop header demo shows the home page with a header that looks different from every other', async ({ page }) => {
    test.setTimeout(300_000);
    const shots = new Map<string, string>();
    for (const v of variants) {
      const response = await visit(page, `/demo/header-${v}`);
      expect(response?.status(), v).toBe(200);
      await expect(page.getByTestId('product-list')).toBeVisible();
      expectUnlike(shots, v, await page.locator('[data-desktop-header]').screenshot({ animations: 'disabled' }));
    }
  });

  test('the two mobile header demos look different from each other, on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const shots = new Map<string, string>();
    for (const v of ['one', 'two']) {
      const response = await visit(page, `/demo/mobile-header-variant-${v}`);
      expect(response?.status(), v).toBe(200);
      await expect(page.getByTestId('product-list')).toBeVisible();
      expectUnlike(shots, `mobile ${v}`, await page.locator('[data-mobile-header]').screenshot({ animations: 'disabled' }));
    }
    await context.close();
  });

  // Each variant's status, console and axe (of its header) in English and Arabic, and the unknown
  // variant's 404: sweep.spec.ts.
  test('the classic header shows the store phone; the default header does not', async ({ page }) => {
    await visit(page, '/demo/header-classic-variant-two');
    await expect(page.locator('[data-header-classic-only]')).toBeVisible();
    await visit(page, '/');
    await expect(page.locator('[data-header-classic-only]')).toBeHidden();
  });
});
