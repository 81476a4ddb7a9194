// For journeys that follow a link from an email: staff open the email in the admin's outbox (the
// shop keeps mail as .eml files without SMTP) and read its plain-text part, where every link is
// printed in full. Answers the links' paths, to open against the journeys' own server (the email's
// origin is the shop's configured address, which may be spelled differently).
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { AFTER_ACTION, visit } from './support';

const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>;

export const ADMIN = { email: 'admin@axle.example', password: 'admin-demo' };

/** Signs `page` in as the shop's admin (English login page). */
export async function signInAsAdmin(page: Page) {
  await visit(page, '/account/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(en.INPUT_EMAIL_ADDRESS).fill(ADMIN.email);
  await form.getByLabel(en.INPUT_PASSWORD, { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: en.BUTTON_LOGIN }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/, AFTER_ACTION);
}

/** The paths (with their query) of the shop's links in the newest outbox email to `recipient`. */
export async function linksInOutbox(staff: Page, recipient: string): Promise<string[]> {
  await visit(staff, '/admin/outbox');
  const row = staff.getByTestId('outbox-row').filter({ hasText: recipient }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('outbox-email').click();
  await expect(staff).toHaveURL(/\/admin\/outbox\/\d+$/);
  const text = (await staff.getByTestId('email-text').textContent()) ?? '';
  return [...text.matchAll(/https?:\/\/[^\s\]>)"]+/g)].map((m) => {
    const u = new URL(m[0]);
    return `${u.pathname}${u.search}`;
  });
}
