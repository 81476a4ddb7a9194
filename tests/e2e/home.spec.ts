import { expect, test } from '@playwright/test';

test('the home page lists products read from the database', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cards = page.getByTestId('product-list').locator('li');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(10);
  // Generated product images load through the image optimiser.
  const img = cards.first().locator('img');
  await expect(img).toHaveJSProperty('complete', true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test('Arabic is served right to left from the first byte', async ({ request }) => {
  const html = await (await request.get('/ar')).text();
  expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
});

test('an unknown media file is a 404, not an error page', async ({ request }) => {
  expect((await request.get('/media/products/nope.webp')).status()).toBe(404);
  expect((await request.get('/media/../package.json')).status()).toBe(404);
});
