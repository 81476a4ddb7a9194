// Issue 23, search part 2: a vehicle named in the header search ("2019 civic brake pads", and in
// Arabic with Arabic-Indic digits) shows the parts that fit it, says so in a chip the shopper can
// remove (the same words then search every vehicle), and leaves the saved vehicle alone; a VIN typed
// in the box offers to set the vehicle, and a mistyped one says why not.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit, watchForErrors } from './support';

const journeys = [
  { locale: 'en', text: '2019 civic brake pads', pads: /brake pad/i, showing: 'Showing parts for', rest: 'brake pads' },
  { locale: 'ar', text: 'فحمات فرامل سيفيك ٢٠١٩', pads: /فحمات/, showing: 'عرض القطع المناسبة لـ', rest: 'فحمات فرامل' },
] as const;

for (const j of journeys) {
  test(`${j.locale}: "${j.text}" in the header search finds brake pads that fit the 2019 Civic, with a chip that removes the vehicle`, async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await visit(page, `/${j.locale}`);
    const box = page.locator('#header-search');
    await box.click();
    await box.pressSequentially(j.text, { delay: 30 });
    // The suggestions are the Civic's too, and say so.
    const suggestions = page.getByTestId('search-suggestions');
    await expect(suggestions.getByTestId('suggestions-vehicle')).toContainText('2019 Honda Civic');
    await expect(suggestions.getByRole('option').first()).toContainText(j.pads);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/catalog\/products\?search=/);

    const chip = page.getByTestId('search-vehicle');
    // (In Arabic the vehicle's name is isolated left to right inside the sentence.)
    await expect(chip).toContainText(j.showing);
    await expect(chip).toContainText('2019 Honda Civic');
    const cards = page.getByTestId('product-list').locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    const names = await cards.locator('h3, h2, a[href*="/products/"]').allInnerTexts();
    expect(names.some((n) => j.pads.test(n))).toBe(true);
    // Every card fits the Civic: listed for it, or for every vehicle.
    const fits = await page.locator('main [data-fit]').evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')));
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.every((f) => f === 'fits' || f === 'universal')).toBe(true);
    expect(fits).toContain('fits');
    await expectNoSeriousA11yViolations(page, `${j.locale} search with a vehicle`, '[data-testid="search-vehicle"]');
    // The shopper's saved vehicle did not change: the header still asks for one.
    await expect(page.getByTestId('vehicle-button-label')).not.toContainText('Civic');

    await page.getByTestId('remove-search-vehicle').click();
    await expect(chip).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(j.rest).replace(/%20/g, '(\\+|%20)')}`));
    await expect(cards.first()).toBeVisible();
    expect(await page.locator('main [data-fit]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('a VIN in the header search offers to set the vehicle; a mistyped one says why not', async ({ page }) => {
  const errors = watchForErrors(page);
  await visit(page, '/en');
  const box = page.locator('#header-search');
  await box.click();
  await box.fill('2HGFB2F54EH500001');
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.getByTestId('search-vin-error')).toContainText('check digit');

  await box.fill('2HGFB2F53EH500001');
  await expect(suggestions.getByTestId('search-vin')).toContainText('2014 Honda Civic');
  await suggestions.getByRole('option', { name: 'Set as my vehicle' }).click();
  await expect(suggestions).toBeHidden();
  await expect(page.getByTestId('vehicle-button-label')).toContainText('2014 Honda Civic');
  expect(errors).toEqual([]);
});

test('ar: a VIN in the header search offers the vehicle in Arabic', async ({ page }) => {
  await visit(page, '/ar');
  const box = page.locator('#header-search');
  await box.click();
  await box.fill('2HGFB2F53EH500001');
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.getByTestId('search-vin')).toContainText('رقم الهيكل لـ');
  await expect(suggestions.getByTestId('search-vin')).toContainText('2014 Honda Civic');
  await suggestions.getByRole('option', { name: 'تعيينها كمركبتي' }).click();
  await expect(page.getByTestId('vehicle-button-label')).toContainText('2014 Honda Civic');
});
