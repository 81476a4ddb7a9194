// The home page's news pictures and brand logos are painted by the time a shopper scrolls to them,
// on a first visit (nothing in the browser's cache). A measure of time, so this file runs in the
// serial project, with the shop to itself (playwright.config.ts): beside another journey (a card
// payment through the provider's stand-in, say) the logos came 2.2 s after coming into view on this
// 2-core machine, alone well within the second the trial asked for.
import { expect, test } from '@playwright/test';
import { visit } from './support';

test('on a first visit, the news pictures and brand logos of the home page are painted by the time the shopper scrolls to them', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    // A new context: nothing in the browser's cache.
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await visit(page, '/');
    const late = await page.evaluate(async () => {
      const blocks = {
        news: document.querySelector('#latest-news-title')!.closest('section')!,
        brands: document.querySelector('#brands-title')!.closest('section')!,
      };
      const seen: Record<string, number> = {};
      const painted: Record<string, number> = {};
      const ready = (s: Element) =>
        [...s.querySelectorAll('img')].filter((i) => i.getBoundingClientRect().width > 0).every((i) => i.complete && i.naturalWidth > 0);
      const check = () => {
        for (const [k, s] of Object.entries(blocks)) {
          if (seen[k] === undefined && s.getBoundingClientRect().top < innerHeight) seen[k] = performance.now();
          if (seen[k] !== undefined && painted[k] === undefined && ready(s)) painted[k] = performance.now();
        }
      };
      // A shopper scrolling steadily down the page: 500 px every quarter of a second.
      while (scrollY + innerHeight < document.documentElement.scrollHeight - 2) {
        scrollBy(0, 500);
        await new Promise((r) => setTimeout(r, 250));
        check();
      }
      const end = performance.now() + 10_000;
      while (Object.keys(painted).length < 2 && performance.now() < end) {
        await new Promise((r) => setTimeout(r, 50));
        check();
      }
      return Object.fromEntries(
        Object.keys(blocks).map((k) => [k, painted[k] === undefined ? Infinity : Math.round(painted[k]! - seen[k]!)]),
      );
    });
    // Within a second of coming into view (in the trial they were still blank after it).
    expect(late.news, `news pictures at ${viewport.width} px, ms after coming into view`).toBeLessThan(1000);
    expect(late.brands, `brand logos at ${viewport.width} px, ms after coming into view`).toBeLessThan(1000);
    await context.close();
  }
});
