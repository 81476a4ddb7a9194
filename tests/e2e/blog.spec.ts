// The blog: the listing and post layouts of the specification in English and Arabic, pages, categories,
// tags and search, and tags in Arabic. (Split from content.spec.ts, which keeps the other content pages.)
import { expect, test } from '@playwright/test';
import { BLOG, expectNoSeriousA11yViolations, visit, watchForErrors } from './support';

test.describe('the blog', () => {
  for (const [prefix, lang] of [
    ['', 'en'],
    ['/ar', 'ar'],
  ] as const) {
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

      await page
        .getByTestId('blog-pagination')
        .getByRole('link', { name: lang === 'en' ? 'Page 2' : 'الصفحة 2' })
        .click();
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
    await page
      .getByTestId('blog-sidebar')
      .getByRole('link', { name: /EV & Hybrid/ })
      .click();
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

test.describe('blog tags', () => {
  const arabic = /[\u0600-\u06FF]/;
  test('ar: a post\'s tags, the sidebar\'s tags and the "tagged" note read in Arabic, and the tag still filters', async ({ page }) => {
    await visit(page, '/ar/demo/blog/post-full-width');
    const tags = page.getByTestId('blog-post').getByTestId('post-tag');
    expect(await tags.count()).toBeGreaterThan(0);
    for (const text of await tags.allInnerTexts()) expect(text).toMatch(arabic);
    await visit(page, `/ar${BLOG}`);
    const sidebarTags = page.getByTestId('blog-sidebar').getByRole('link', { name: /^#/ });
    expect(await sidebarTags.count()).toBeGreaterThan(0);
    for (const text of await sidebarTags.allInnerTexts()) expect(text).toMatch(arabic);
    const first = sidebarTags.first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/[?&]tag=[a-z0-9-]+/);
    await expect(page.getByTestId('blog-filter')).toContainText(name);
    expect(await page.getByTestId('blog-post-card').count()).toBeGreaterThan(0);
  });
});
