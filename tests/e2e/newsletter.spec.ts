// The newsletter's double opt-in as a visitor meets it: subscribing in the footer sends a
// confirmation email (staff see it in the outbox), its confirm link confirms without signing in,
// its unsubscribe link opens a page whose button unsubscribes, and a wrong link is a page saying so.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { linksInOutbox } from './outbox-links';
import { AFTER_ACTION, expectNoSeriousA11yViolations, newEmail, signInAs, visit, watchForErrors } from './support';

type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const CATALOGUES = { en: catalogue('en'), ar: catalogue('ar') } as const;

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';
  const m = CATALOGUES[locale];

  test(`${locale}: a subscription is confirmed from its email's link, and ended by its unsubscribe link, without signing in`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = watchForErrors(page);
    const email = newEmail(`news-${locale}`);
    await visit(page, `${prefix}/about-us`);
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toHaveText(m.TEXT_NEWSLETTER_SUBSCRIBED, AFTER_ACTION);

    // Staff, in a browser of their own, find the confirmation in the outbox.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, '', CATALOGUES.en);
    const links = await linksInOutbox(staff, email);
    await staffContext.close();
    const confirm = links.find((l) => l.startsWith(`${prefix}/newsletter/confirm?token=`));
    const leave = links.find((l) => l.startsWith(`${prefix}/newsletter/unsubscribe?token=`));
    expect(confirm, links.join(' ')).toBeTruthy();
    expect(leave, links.join(' ')).toBeTruthy();

    const heading = page.getByRole('heading', { level: 1 });
    expect((await visit(page, confirm!))?.status()).toBe(200);
    await expect(heading).toHaveText(m.HEADER_NEWSLETTER_CONFIRMED);
    await expect(page.getByTestId('newsletter-result')).toHaveText(m.TEXT_NEWSLETTER_CONFIRMED);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousA11yViolations(page, `newsletter confirmed, ${locale}`);
    // Opening the link again is harmless.
    await visit(page, confirm!);
    await expect(heading).toHaveText(m.HEADER_NEWSLETTER_CONFIRMED);

    // Opening the unsubscribe link changes nothing (a mail scanner opens every link); its button does.
    await visit(page, leave!);
    await expect(heading).toHaveText(m.HEADER_NEWSLETTER_UNSUBSCRIBE);
    await visit(page, leave!);
    await expect(heading).toHaveText(m.HEADER_NEWSLETTER_UNSUBSCRIBE);
    await expectNoSeriousA11yViolations(page, `newsletter unsubscribe, ${locale}`);
    await page.getByRole('button', { name: m.BUTTON_NEWSLETTER_UNSUBSCRIBE }).click();
    await expect(heading).toHaveText(m.HEADER_NEWSLETTER_UNSUBSCRIBED, AFTER_ACTION);
    await expect(page.getByTestId('newsletter-result')).toHaveText(m.TEXT_NEWSLETTER_UNSUBSCRIBED);
    await expectNoSeriousA11yViolations(page, `newsletter unsubscribed, ${locale}`);
    expect(errors).toEqual([]);
  });
}

test('a wrong or missing token is a page saying the link is not valid, never an error', async ({ page }) => {
  const m = CATALOGUES.en;
  for (const path of [
    '/newsletter/confirm?token=not-a-token',
    '/newsletter/confirm',
    `/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
    '/ar/newsletter/unsubscribe?token=%00',
  ]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      path.startsWith('/ar') ? CATALOGUES.ar.HEADER_NEWSLETTER_LINK_INVALID : m.HEADER_NEWSLETTER_LINK_INVALID,
    );
    await expect(page.getByTestId('newsletter-unsubscribe')).toHaveCount(0);
  }
});
