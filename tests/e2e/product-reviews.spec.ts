// Reviews on the product page: eight a page, a new one validated, stored and shown first, and the
// per-address limit that a shopper's own X-Forwarded-For entries cannot dodge. (The rest of the
// product page: product.spec.ts.)
import { expect, test } from '@playwright/test';
import { visit } from './support';
import { MIRROR, UNIVERSAL } from './product-pages';

test('reviews page 8 at a time, and a new review is validated, stored and shown first', async ({ page, request }) => {
  const before = ((await (await request.get(`/api${MIRROR}`)).json()) as { reviewsCount: number }).reviewsCount;
  expect(before, 'the mirror has 6 to 12 reviews').toBeGreaterThanOrEqual(6);
  expect(before).toBeLessThanOrEqual(12);
  // Three more reviews from other shoppers (the JSON API, one address each) make two pages.
  for (let i = 0; i < 3; i++) {
    const r = await request.post(`/api${MIRROR}/reviews`, {
      headers: { 'x-forwarded-for': `203.0.113.${10 + i}` },
      data: { author: `Shopper ${i}`, rating: 4, content: `Good cover, number ${i}.` },
    });
    expect(r.status()).toBe(201);
  }
  const bad = await request.post(`/api${MIRROR}/reviews`, {
    headers: { 'x-forwarded-for': '203.0.113.99' },
    data: { author: 'X', rating: 7, content: '' },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatchObject({ code: 'INVALID_REVIEW' });

  await visit(page, `${MIRROR}#reviews`);
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByTestId('reviews-list');
  await expect(list.locator('> li')).toHaveCount(8);
  await page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/reviews=2/);
  await expect(list.locator('> li')).toHaveCount(before + 3 - 8);

  const form = page.getByTestId('review-form');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await form.getByLabel('Your name').fill('Dana Driver');
  await form.getByLabel('Your review').fill('Too short');
  await form.getByText('5 stars', { exact: true }).click({ force: true });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Your review must be 10 to 2000 characters long.')).toBeVisible();

  await form.getByLabel('Your review').fill('Perfect fit on my car, the colour matches exactly.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review has been published.');
  await visit(page, `${MIRROR}#reviews`);
  await expect(list.locator('> li').first().getByTestId('review-author')).toHaveText('Dana Driver');
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveText(`Reviews (${before + 4})`);
  await expect(page.getByTestId('reviews-link')).toHaveText(`${before + 4} reviews`);
});

test('a shopper cannot dodge the review limit by writing their own X-Forwarded-For in front', async ({ request }) => {
  // The journeys run as behind one trusted proxy (AXLE_TRUSTED_PROXIES=1): the last entry before the
  // proxy is the shopper; anything further left is theirs to write and must not count.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await request.post(`/api${UNIVERSAL}/reviews`, {
      headers: { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.200`, 'x-axle-client-address': `198.19.0.${i}` },
      data: { author: 'Burst', rating: 3, content: `Posting from one place, try ${i}.` },
    });
    statuses.push(r.status());
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});
