// Fit through cart, checkout and order (issue 23): with a vehicle chosen, a part that does not fit it
// is added from its page; the cart and the checkout say so, the order needs the shopper's explicit
// confirmation, and the placed order keeps the vehicle and the fit — in English and in Arabic.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, fillBilling, signInAs, visit, watchForErrors as watchAll } from './support';

type Vehicle = { id: number; year: number; make: string; model: string; engine: string };
type ApiProduct = { id: number; slug: string; name: { en: string; ar?: string }; stockStatus: string; hasOptions: boolean };

const label = (v: Vehicle) => [v.year, v.make, v.model, v.engine].filter((p) => String(p).trim() !== '').join(' ');
// The checkout's 409 is the server's own refusal of a part that does not fit, when the form sends it unconfirmed.
const watchForErrors = (page: Page) => {
  const errors = watchAll(page);
  return { list: () => errors.filter((e) => !/favicon|status of 404 \(Not Found\)\s*$/.test(e)) };
};

let civic: Vehicle;
let misfit: ApiProduct;

test.beforeAll(async ({ request }) => {
  const { vehicles } = (await (await request.get('/api/vehicles?year=2014&make=honda&model=civic')).json()) as { vehicles: Vehicle[] };
  civic = vehicles[0]!;
  const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as { products: ApiProduct[] };
  const plain = products.filter((p) => p.stockStatus === 'in-stock' && !p.hasOptions);
  const { fits } = (await (await request.get(`/api/cart/fits?lines=${plain.map((p) => `${p.id}.${civic.id}`).join(',')}`)).json()) as {
    fits: { productId: number; fit: string }[];
  };
  const id = fits.find((f) => f.fit === 'does-not-fit')!.productId;
  misfit = plain.find((p) => p.id === id)!;
  expect(misfit).toBeTruthy();
});

/** The shopper's garage holds the 2014 Civic, current, as the picker leaves it. */
async function chooseCivic(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'vehicle', value: String(civic.id), url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((v) => {
    if (!localStorage.getItem('garage'))
      localStorage.setItem('garage', JSON.stringify({ state: { vehicles: [v], currentId: v.id }, version: 1 }));
  }, civic);
}

const texts = {
  en: {
    prefix: '',
    addToCart: 'Add to cart',
    doesNotFit: 'Does not fit',
    misfits: '1 part in your cart does not fit the vehicle it was added for.',
    confirmError: 'Tick the box to order parts that do not fit, or remove them from your cart.',
    thanks: 'Thank you. Your order has been received.',
  },
  ar: {
    prefix: '/ar',
    addToCart: 'أضف للسلة',
    doesNotFit: 'غير مناسب لـ',
    misfits: 'قطعة واحدة في سلتك لا تناسب المركبة التي أُضيفت لها.',
    confirmError: 'حدّد المربع لطلب القطع غير المناسبة، أو أزلها من سلتك.',
    thanks: '',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a part that does not fit the current vehicle is flagged in the cart and at checkout, and ordered on confirmation`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = texts[locale];
    const errors = watchForErrors(page);
    await chooseCivic(page);

    await visit(page, `${t.prefix}/products/${misfit.slug}`);
    await expect(page.getByTestId('fitment')).toHaveAttribute('data-fit', 'does-not-fit');
    await page.getByTestId('add-to-cart-form').getByRole('button', { name: t.addToCart, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}')?.state?.cart?.items?.[0]?.vehicle?.id), AFTER_ACTION)
      .toBe(civic.id);

    // The cart: the line names its vehicle and that the part does not fit it; a summary above the lines.
    await visit(page, `${t.prefix}/cart`);
    const fit = page.getByTestId('cart-line').getByTestId('line-fit').first();
    await expect(fit).toHaveAttribute('data-fit', 'does-not-fit', AFTER_ACTION);
    await expect(fit).toContainText(t.doesNotFit);
    await expect(fit).toContainText(label(civic));
    await expect(page.getByTestId('cart-misfits')).toContainText(t.misfits);
    await expectNoSeriousA11yViolations(page, `${locale} cart with a part that does not fit`);

    // Checkout: the part is named again, and the order waits for the explicit confirmation.
    await visit(page, `${t.prefix}/cart/checkout`);
    const form = page.getByTestId('checkout-form');
    await expect(page.getByTestId('checkout-review').getByTestId('line-fit')).toHaveAttribute('data-fit', 'does-not-fit', AFTER_ACTION);
    const confirm = page.getByTestId('checkout-misfits');
    await expect(confirm).toContainText(locale === 'en' ? misfit.name.en : (misfit.name.ar ?? misfit.name.en));
    await expect(confirm).toContainText(label(civic));
    await fillBilling(page, 'fit@example.com');
    await form.locator('button[type=submit]').click();
    await expect(confirm.getByText(t.confirmError)).toBeVisible();
    await expect(form.locator('#acceptMisfits')).toBeFocused();
    await expect(page).toHaveURL(/\/cart\/checkout$/);
    await expectNoSeriousA11yViolations(page, `${locale} checkout asking to confirm a part that does not fit`);
    await form.locator('#acceptMisfits').check();
    await form.locator('button[type=submit]').click();

    // The order: the line keeps the vehicle and the fit.
    await expect(page).toHaveURL(/\/cart\/checkout\/[0-9a-f]{32}$/, AFTER_ACTION);
    if (t.thanks) await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
    const ordered = page.getByTestId('order-item').getByTestId('line-fit');
    await expect(ordered).toHaveAttribute('data-fit', 'does-not-fit');
    await expect(ordered).toContainText(t.doesNotFit);
    await expect(ordered).toContainText(label(civic));
    expect(errors.list()).toEqual([]);

    // The shop's staff see the same on the admin's order view.
    const number = (await page.getByTestId('order-number').innerText()).trim();
    const staff = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await signInAs(staff, t.prefix, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>);
    await visit(staff, `${t.prefix}/admin/orders/${number}`);
    const seen = staff.getByTestId('order-item').getByTestId('line-fit');
    await expect(seen).toHaveAttribute('data-fit', 'does-not-fit');
    await expect(seen).toContainText(label(civic));
    await staff.context().close();
  });
}

test('the fit API answers malformed lines with a translated 400, and its answers may be cached', async ({ request }) => {
  for (const lines of ['', 'abc', '12', '0.1', `${'1.0,'.repeat(100)}1.0`]) {
    const r = await request.get(`/api/cart/fits?lines=${lines}&locale=ar`);
    expect(r.status()).toBe(400);
    const { error } = (await r.json()) as { error: { code: string; message: string; param: string } };
    expect(error).toMatchObject({ code: 'ERROR_API_INVALID_FIT_LINES', param: 'lines' });
    expect(error.message).toContain('بنود السلة');
  }
  const ok = await request.get(`/api/cart/fits?lines=${misfit.id}.${civic.id},${misfit.id}.0`);
  expect(ok.headers()['cache-control']).toContain('max-age=60');
  const { fits } = (await ok.json()) as { fits: { vehicleId: number | null; fit: string }[] };
  expect(fits.map((f) => [f.vehicleId, f.fit]).sort()).toEqual(
    [
      [civic.id, 'does-not-fit'],
      [null, 'unknown'],
    ].sort(),
  );
});
