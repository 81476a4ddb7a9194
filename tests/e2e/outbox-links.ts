// For journeys that follow a link from an email: staff open the email in the admin's outbox (the
// shop keeps mail as .eml files without SMTP) and read its plain-text part, where every link is
// printed in full. Answers the links' paths, to open against the journeys' own server (the email's
// origin is the shop's configured address, which may be spelled differently).
import { expect, type Page } from '@playwright/test';
import { visit } from './support';

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
