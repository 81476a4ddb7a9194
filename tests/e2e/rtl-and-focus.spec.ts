// Arabic pages keep codes and what shoppers typed in their own order, and the keyboard focus never
// falls back to <body> after an action: adding a vehicle, adding to cart, changing page.
import { expect, test, type Locator } from '@playwright/test';
import { visit } from './support';

/** True when the element's first character is drawn left of its last one (left-to-right order). */
const readsLeftToRight = (locator: Locator) =>
  locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) if ((walker.currentNode as Text).data.trim()) texts.push(walker.currentNode as Text);
    const first = texts[0]!;
    const last = texts.at(-1)!;
    const rect = (t: Text, at: number) => {
      const r = document.createRange();
      r.setStart(t, at);
      r.setEnd(t, at + 1);
      return r.getBoundingClientRect();
    };
    const start = first.data.search(/\S/);
    const end = last.data.trimEnd().length - 1;
    return rect(first, start).left < rect(last, end).left;
  });

test.describe('Arabic keeps codes and typed text in order', () => {
  test('a part number reads left to right in the product details and in the description', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: { slug: string }[] };
    await visit(page, `/ar/products/${items[0]!.slug}`);
    const partNumber = page.getByTestId('product-part-number').locator('bdi');
    await expect(partNumber).toHaveAttribute('dir', 'ltr');
    expect(await partNumber.textContent()).toMatch(/\d.*-|-.*\d/);
    expect(await readsLeftToRight(partNumber)).toBe(true);
    const inDescription = page.getByTestId('product-description').locator('bdi', { hasText: (await partNumber.textContent())! });
    await expect(inDescription).toHaveCount(1);
    expect(await readsLeftToRight(inDescription)).toBe(true);
  });

  test('an address that starts with its number and a note that ends with a full stop keep their order on the order page', async ({
    page,
    request,
    baseURL,
  }) => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1).join(',');
    const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as {
      products: { id: number; stockStatus: string; hasOptions: boolean }[];
    };
    const product = products.find((p) => p.stockStatus === 'in-stock' && !p.hasOptions)!;
    const order = await request.post('/api/checkout', {
      headers: { origin: baseURL! },
      data: {
        idempotencyKey: `rtl-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        items: [{ productId: product.id, quantity: 1 }],
        billingAddress: {
          firstName: 'Jean',
          lastName: 'Dupont',
          country: 'FR',
          address1: '2 Rue de Rivoli',
          city: 'Paris',
          postcode: '75004',
          email: 'jean@example.com',
          phone: '+33 1 23 45 67 89',
        },
        notes: 'Leave it at the door.',
        payment: 'cash',
        acceptTerms: true,
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const { token, number } = ((await order.json()) as { order: { token: string; number: string } }).order;
    await visit(page, `/ar/cart/checkout/${token}`);
    const details = page.getByTestId('order-details');
    const street = details.locator('bdi[dir="auto"]', { hasText: '2 Rue de Rivoli' }).first();
    expect(await readsLeftToRight(street)).toBe(true);
    const note = details.getByTestId('order-notes');
    await expect(note).toHaveAttribute('dir', 'auto');
    expect(await readsLeftToRight(note)).toBe(true);
    const orderNumber = details.getByTestId('order-number');
    await expect(orderNumber).toHaveText(number);
    await expect(orderNumber).toHaveAttribute('dir', 'ltr');
    expect(await readsLeftToRight(orderNumber)).toBe(true);
  });
});

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';

  test.describe(`${locale}: focus after an action`, () => {
    test('adding a vehicle in the picker puts the focus on the added vehicle', async ({ page }) => {
      await visit(page, `${prefix}/`);
      await page.getByTestId('vehicle-button').filter({ visible: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const selects = dialog.locator('select');
      for (let i = 0; i < 4; i++) {
        await expect(selects.nth(i)).toBeEnabled();
        await selects.nth(i).selectOption({ index: 1 });
      }
      const add = dialog.locator('button.bg-brand').last();
      await expect(add).toBeEnabled();
      await add.focus();
      await page.keyboard.press('Enter');
      const added = dialog.getByRole('radio', { checked: true });
      await expect(added).toBeFocused();
    });

    test('"Add to cart" on the product page keeps the focus on the button', async ({ page, request }) => {
      const ids = Array.from({ length: 30 }, (_, i) => i + 1).join(',');
      const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as {
        products: { slug: string; stockStatus: string; hasOptions: boolean }[];
      };
      const product = products.find((p) => p.stockStatus === 'in-stock' && !p.hasOptions)!;
      await visit(page, `${prefix}/products/${product.slug}`);
      const button = page.getByTestId('add-to-cart-form').locator('button[type="submit"]');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}')?.state?.cart?.items?.length ?? 0))
        .toBe(1);
      await expect(button).toBeFocused();
    });

    test('a page reached by a link puts the focus on its main heading', async ({ page }) => {
      await visit(page, `${prefix}/catalog`);
      const link = page.locator('#content a[href*="/catalog/"][href$="/products"]').first();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products$/);
      const heading = page.locator('#content h1');
      await expect(heading).toBeFocused();
    });

    test('a page of the listing brings the shopper to the top of the results, with the focus there', async ({ page }) => {
      await visit(page, `${prefix}/catalog/products`);
      const next = page.getByTestId('pagination').getByTestId('page-next');
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      const results = page.locator('[data-listing-results]');
      await expect(results).toBeFocused();
      const top = await results.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 2));
    });
  });
}
