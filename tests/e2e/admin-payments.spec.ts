// The owner's side of payments: staff open a bank-transfer order still waiting for its money, mark
// it paid when the transfer arrives, then refund part of it after a return, in English and in
// Arabic (right to left, and charged in euros: the panel counts in the order's own currency).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AFTER_ACTION,
  expectNoSeriousA11yViolations,
  newEmail,
  plainProductId,
  visit,
  watchForErrors,
  signInAs,
  DEMO_ADMIN,
} from './support';

test.describe.configure({ timeout: 180_000 });

type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const CATALOGUES = { en: catalogue('en'), ar: catalogue('ar') } as const;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A visitor's bank-transfer order of one product in `currency`; answers its number. */
async function placeOrder(request: APIRequestContext, baseURL: string, currency: string): Promise<string> {
  const productId = await plainProductId(request);
  const res = await request.post('/api/checkout', {
    headers: { origin: baseURL },
    data: {
      idempotencyKey: `payments-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      items: [{ productId, quantity: 1 }],
      billingAddress: {
        firstName: 'Omar',
        lastName: 'Haddad',
        country: 'US',
        address1: '5 Elm Street',
        city: 'Boston',
        postcode: '02108',
        email: newEmail('payments'),
        phone: '+1 617 555 0100',
      },
      payment: 'bank',
      currency,
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { number: string } }).order.number;
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';
  const m = CATALOGUES[locale];

  test(`${locale}: staff mark a bank transfer paid, then refund part of it`, async ({ page, request, baseURL }) => {
    const errors = watchForErrors(page);
    const number = await placeOrder(request, baseURL!, locale === 'en' ? 'USD' : 'EUR');
    await signInAs(page, prefix, m);

    // The list shows where the money stands, and finds the order by it.
    await visit(page, `${prefix}/admin/orders?q=${number}&paymentStatus=unpaid`);
    const row = page.getByTestId('admin-order-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('payment-status')).toHaveText(m.TEXT_PAYMENT_STATUS_UNPAID);
    await row.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);

    const panel = page.getByRole('region', { name: m.HEADER_ADMIN_ORDER_PAYMENT });
    await expect(panel.getByTestId('payment-status')).toHaveText(m.TEXT_PAYMENT_STATUS_UNPAID);
    await expect(panel.getByText(m.PAYMENT_METHOD_BANK_TRANSFER)).toBeVisible();
    if (locale === 'ar') await expect(panel.getByTestId('payment-currency')).toContainText('EUR');
    await expect(panel.getByText(m.TEXT_ADMIN_NO_PAYMENT_EVENTS)).toBeVisible();

    await panel.getByRole('button', { name: m.BUTTON_ADMIN_MARK_PAID }).click();
    await expect(panel.getByRole('status').filter({ hasText: number })).toBeVisible(AFTER_ACTION);
    await expect(panel.getByTestId('payment-status')).toHaveText(m.TEXT_PAYMENT_STATUS_PAID);
    await expect(panel.getByTestId('payment-event')).toHaveCount(1);
    await expect(panel.getByTestId('payment-event').first()).toContainText(m.TEXT_ADMIN_PAYMENT_EVENT_PAID);
    await expect(panel.getByTestId('payment-event').first()).toContainText(DEMO_ADMIN.email);

    // The whole amount is offered; staff refund a part of it, confirming in the dialog.
    const amount = panel.getByRole('textbox', { name: new RegExp(m.INPUT_ADMIN_REFUND_AMOUNT!.replace(/[({].*$/, '').trim()) });
    await expect(amount).toHaveValue(/^\d+\.\d{2}$/);
    await amount.fill('1.00');
    await panel.getByRole('button', { name: m.BUTTON_ADMIN_REFUND, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toContainText(number);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-refund-dialog-${locale}.png` });
    await dialog.getByRole('button', { name: new RegExp(`1\\.00`) }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('payment-status')).toHaveText(m.TEXT_PAYMENT_STATUS_PARTIALLY_REFUNDED, AFTER_ACTION);
    await expect(panel.getByRole('status').filter({ hasText: number })).toBeVisible();
    await expect(panel.getByTestId('payment-event')).toHaveCount(2);
    await expect(panel.getByTestId('payment-event').first()).toContainText(m.TEXT_ADMIN_REFUND_STATE_RECORDED);

    // More than what is left is refused beside the field, and nothing changes.
    await amount.fill('99999');
    await panel.getByRole('button', { name: m.BUTTON_ADMIN_REFUND, exact: true }).click();
    await expect(panel.getByText(m.ERROR_PAYMENT_REFUND_AMOUNT!)).toBeVisible(AFTER_ACTION);
    await expect(panel.getByTestId('payment-event')).toHaveCount(2);

    await expectNoSeriousA11yViolations(page, `admin order payment, ${locale}`);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-order-payment-${locale}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
