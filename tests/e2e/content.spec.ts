import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit, watchForErrors } from './support';

const BLOG = '/demo/blog/classic-right-sidebar';

test.describe('the blog', () => {
  for (const [prefix, lang] of [['', 'en'], ['/ar', 'ar']] as const) {
    test(`${lang}: the listing shows posts from the database with a sidebar and pagination, and passes axe`, async ({ page }) => {
      const errors = watchForErrors(page);
      const response = await visit(page, `${prefix}${BLOG}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'Blog' : 'المدونة');
      const cards = page.getByTestId('blog-post-card');
      await expect(cards).toHaveCount(6);
      if (lang === 'ar') await expect(cards.first().locator('h2')).toHaveText(/[\u0600-\u06FF]/);
      const sidebar = page.getByTestId('blog-sidebar');
      await expect(sidebar.getByRole('link', { name: lang === 'en' ? /Maintenance/ : /الصيانة/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `blog ${lang}`);

      await page.getByTestId('blog-pagination').getByRole('link', { name: lang === 'en' ? 'Page 2' : 'الصفحة 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(cards).toHaveCount(2);
      expect(errors).toEqual([]);
    });

    test(`${lang}: a post opens from the listing with its body, tags and neighbours`, async ({ page }) => {
      const errors = watchForErrors(page);
      await visit(page, `${prefix}${BLOG}`);
      const first = page.getByTestId('blog-post-card').first().locator('h2 a');
      const title = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(/\/demo\/blog\/post-full-width\?post=/);
      await expect(page.locator('h1')).toHaveText(title);
      const post = page.getByTestId('blog-post');
      await expect(post.locator('h2').first()).toBeVisible();
      await expect(post.getByRole('link', { name: /^#/ }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: lang === 'en' ? 'More posts' : 'مقالات أخرى' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `post ${lang}`);
      expect(errors).toEqual([]);
    });
  }

  test('every listing and post layout of the specification answers', async ({ request }) => {
    for (const layout of ['classic', 'list', 'grid'].flatMap((l) => [`${l}-left-sidebar`, `${l}-right-sidebar`])) {
      const res = await request.get(`/demo/blog/${layout}`);
      expect(res.status(), layout).toBe(200);
      expect(await res.text()).toContain(`data-layout="${layout.split('-')[0]}"`);
    }
    for (const layout of ['post-full-width', 'post-left-sidebar', 'post-right-sidebar', 'post-without-image']) {
      expect((await request.get(`/demo/blog/${layout}?post=how-to-read-your-vin`)).status(), layout).toBe(200);
    }
  });

  test('categories, tags and search filter the listing; unknown ones are a 404 and bad pages read as page 1', async ({ page, request }) => {
    await visit(page, BLOG);
    await page.getByTestId('blog-sidebar').getByRole('link', { name: /EV & Hybrid/ }).click();
    await expect(page.getByTestId('blog-filter')).toContainText('EV & Hybrid');
    await expect(page.getByTestId('blog-post-card')).toHaveCount(1);

    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    await search.fill('brake');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=brake/);
    await expect(page.getByTestId('blog-post-card').first()).toContainText(/brake/i);

    await visit(page, `${BLOG}?search=zzzqqq`);
    await expect(page.getByText('No posts match your search')).toBeVisible();

    expect((await request.get(`${BLOG}?category=nope`)).status()).toBe(404);
    expect((await request.get(`${BLOG}?page=99`)).status()).toBe(404);
    expect((await request.get(`${BLOG}?page=abc`)).status()).toBe(200);
    expect((await request.get('/demo/blog/post-full-width?post=no-such-post')).status()).toBe(404);
    expect((await request.get('/demo/blog/no-such-layout')).status()).toBe(404);
  });
});

test.describe('content pages', () => {
  const pages = [
    ['/about-us', 'About Axle', 'من نحن'],
    ['/contact-us', 'Contact us', 'اتصل بنا'],
    ['/terms', 'Terms and Conditions', 'الشروط والأحكام'],
    ['/faq', 'Frequently Asked Questions', 'الأسئلة الشائعة'],
    ['/demo/site/contact-us-v1', 'Contact us', 'اتصل بنا'],
    ['/demo/site/contact-us-v2', 'Contact us', 'اتصل بنا'],
    ['/demo/site/components', 'Components', 'المكونات'],
    ['/demo/site/typography', 'Typography', 'الطباعة'],
  ] as const;
  for (const [path, en, ar] of pages) {
    test(`${path} in English and Arabic`, async ({ page }) => {
      const errors = watchForErrors(page);
      for (const [prefix, title] of [['', en], ['/ar', ar]] as const) {
        const response = await visit(page, `${prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveText(title);
        await expect(page.locator('main')).toHaveCount(1);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the about page shows the store in numbers from the database, and passes axe in both directions', async ({ page }) => {
    await visit(page, '/about-us');
    const products = Number((await page.getByTestId('stat-TEXT_STAT_PRODUCTS').innerText()).replace(/\D/g, ''));
    expect(products).toBeGreaterThan(100);
    await expectNoSeriousA11yViolations(page, 'about en');
    await visit(page, '/ar/contact-us');
    await expect(page.getByTestId('contact-details')).toContainText('hello@axle.example');
    await expectNoSeriousA11yViolations(page, 'contact ar');
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
  for (const [prefix, lang] of [['', 'en'], ['/ar', 'ar']] as const) {
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

  test('rejects an invalid address, confirms a valid one, and confirms it again (footer)', async ({ page }) => {
    const errors = watchForErrors(page);
    await visit(page, '/about-us');
    let status = await subscribe(page, 'newsletter-form', 'driver@');
    await expect(status).toHaveText('Please enter a valid email address.');
    await expect(page.getByTestId('newsletter-form').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    const email = `driver-${Date.now()}@example.com`;
    status = await subscribe(page, 'newsletter-form', email);
    await expect(status).toHaveText('Thank you! You are subscribed to our newsletter.');
    await visit(page, '/faq');
    status = await subscribe(page, 'newsletter-form', email.toUpperCase());
    await expect(status).toHaveText('Thank you! You are subscribed to our newsletter.');
    expect(errors).toEqual([]);
  });

  test('subscribes from the blog sidebar in Arabic', async ({ page }) => {
    await visit(page, `/ar${BLOG}`);
    let status = await subscribe(page, 'blog-newsletter-form', 'غير صالح');
    await expect(status).toHaveText('يرجى إدخال عنوان بريد إلكتروني صالح.');
    status = await subscribe(page, 'blog-newsletter-form', `reader-${Date.now()}@example.com`);
    await expect(status).toHaveText('شكراً لك! تم اشتراكك في نشرتنا البريدية.');
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

test('the site map lists the content pages and blog posts in three languages; robots.txt points to it', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  for (const path of ['/about-us', '/contact-us', '/terms', '/faq', '/demo/blog/classic-right-sidebar', '/demo/blog/post-full-width?post=how-to-read-your-vin']) {
    expect(xml).toContain(`${path.replace('&', '&amp;')}</loc>`);
  }
  expect(xml).toMatch(/hreflang="ar" href="[^"]*\/ar\/about-us"/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /account/');
});

test.describe('header variants', () => {
  const variants = ['spaceship-variant-one', 'spaceship-variant-two', 'spaceship-variant-three', 'classic-variant-one', 'classic-variant-two', 'classic-variant-three', 'classic-variant-four', 'classic-variant-five'];

  test('each desktop header demo shows the home page with a header that looks different from every other', async ({ page }) => {
    test.setTimeout(300_000);
    const shots = new Map<string, string>();
    for (const v of variants) {
      const response = await visit(page, `/demo/header-${v}`);
      expect(response?.status(), v).toBe(200);
      await expect(page.getByTestId('product-list')).toBeVisible();
      const header = page.locator('[data-desktop-header]');
      const png = (await header.screenshot({ animations: 'disabled' })).toString('base64');
      const twin = [...shots].find(([, other]) => other === png);
      expect(twin?.[0], `${v} looks the same as ${twin?.[0]}`).toBeUndefined();
      shots.set(v, png);
    }
  });

  test('the classic header shows the store phone and keeps readable contrast, in Arabic too', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of ['/demo/header-classic-variant-two', '/ar/demo/header-spaceship-variant-three']) {
      await visit(page, path);
      if (path.includes('classic')) await expect(page.locator('[data-header-classic-only]')).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
    await visit(page, '/');
    await expect(page.locator('[data-header-classic-only]')).toBeHidden();
  });

  test('the mobile header demos and unknown variants', async ({ request }) => {
    for (const v of ['one', 'two']) expect((await request.get(`/demo/mobile-header-variant-${v}`)).status()).toBe(200);
    expect((await request.get('/demo/header-classic-variant-six')).status()).toBe(404);
  });
});
