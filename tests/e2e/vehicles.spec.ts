// The shopper's vehicles: pick one in the picker, add one by VIN, switch, keep the garage across a
// reload and into the account, read why a mistyped VIN is refused, in English and right to left in
// Arabic; the mobile search opens the picker; a listing follows the vehicle picked from its filter.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signUp, visit, watchForErrors } from './support';

// A 2014 Honda Civic LX (engine R18Z1, 1.8 litres) and a 2015 Jeep Grand Cherokee (3.6-litre V6);
// both VINs carry a correct check digit.
const CIVIC_VIN = '2HGFB2F53EH500001';
const JEEP_VIN = '1C4RJFAG8FC000001';
// A well-formed European VIN (no check digit) whose maker code names no make the shop carries.
const UNCARRIED_VIN = 'ZZZ12345678901234';

const picker = (page: Page) => page.getByRole('dialog');
const headerButton = (page: Page) => page.getByTestId('vehicle-button');

async function openPicker(page: Page) {
  await headerButton(page).click();
  await expect(picker(page)).toBeVisible();
}

async function chooseInFinder(page: Page, year: string, make: string, model: string, engine: string) {
  const dialog = picker(page);
  await dialog.getByLabel('Select Year').selectOption(year);
  await expect(dialog.getByLabel('Select Brand')).toBeEnabled();
  await dialog.getByLabel('Select Brand').selectOption({ label: make });
  await expect(dialog.getByLabel('Select Model')).toBeEnabled();
  await dialog.getByLabel('Select Model').selectOption({ label: model });
  await expect(dialog.getByLabel('Select Engine')).toBeEnabled();
  await dialog.getByLabel('Select Engine').selectOption({ label: engine });
}

test('a visitor picks a vehicle, adds a second by VIN, switches between them and keeps the garage', async ({ page }) => {
  test.setTimeout(180_000); // a long journey, on a shared 2-core machine
  const errors = watchForErrors(page);
  await visit(page, '/');
  await expect(headerButton(page)).toHaveText('Select Vehicle');

  // An empty garage opens on the add form, with only the year enabled.
  await openPicker(page);
  const dialog = picker(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('heading', { name: 'Add A Vehicle' })).toBeVisible();
  await expect(dialog.getByLabel('Select Brand')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Back to list' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Add Vehicle', exact: true })).toBeDisabled();
  await chooseInFinder(page, '2014', 'Honda', 'Civic', '1.8L I4');
  // Changing the year clears and disables the later steps, and no vehicle is chosen any more.
  await dialog.getByLabel('Select Year').selectOption('2015');
  await expect(dialog.getByLabel('Select Model')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add Vehicle', exact: true })).toBeDisabled();
  await chooseInFinder(page, '2014', 'Honda', 'Civic', '1.8L I4');
  await dialog.getByRole('button', { name: 'Add Vehicle', exact: true }).click();

  // Back on the list, the new vehicle is selected; Select makes it current.
  await expect(dialog.getByRole('radio', { name: /2014 Honda Civic/ })).toBeChecked();
  await expect(dialog.getByText('Engine: 1.8L I4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(headerButton(page)).toHaveText('2014 Honda Civic 1.8L I4');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'vehicle')?.value).toMatch(/^\d+$/);

  // A second vehicle by VIN, typed in lower case with spaces.
  await openPicker(page);
  await dialog.getByRole('button', { name: 'Add A Vehicle' }).click();
  await dialog.getByLabel('Enter VIN number').fill(` ${JEEP_VIN.slice(0, 8).toLowerCase()} ${JEEP_VIN.slice(8)} `);
  await expect(dialog.getByRole('status')).toContainText('Vehicle found');
  await expect(dialog.getByRole('status')).toContainText('2015 Jeep Grand Cherokee 3.6L V6');
  await dialog.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /2015 Jeep Grand Cherokee/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(headerButton(page)).toHaveText('2015 Jeep Grand Cherokee 3.6L V6');

  // Switch back to the Civic: the picker opens with the current vehicle preselected.
  await openPicker(page);
  await expect(dialog.getByRole('radio', { name: /2015 Jeep Grand Cherokee/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /2014 Honda Civic/ }).check();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(headerButton(page)).toHaveText('2014 Honda Civic 1.8L I4');

  // Adding the same vehicle again keeps one copy.
  await openPicker(page);
  await dialog.getByRole('button', { name: 'Add A Vehicle' }).click();
  await dialog.getByLabel('Enter VIN number').fill(CIVIC_VIN);
  await expect(dialog.getByRole('status')).toContainText('2014 Honda Civic 1.8L I4');
  await dialog.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
  await expect(dialog.getByRole('radio')).toHaveCount(3); // all vehicles + two
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A reload finds the garage as it was, the header already naming the current vehicle.
  await visit(page, '/');
  await expect(headerButton(page)).toHaveText('2014 Honda Civic 1.8L I4');
  await openPicker(page);
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByRole('radio', { name: /2014 Honda Civic/ })).toBeChecked();

  // "All vehicles" clears the current vehicle.
  await dialog.getByRole('radio', { name: 'All Vehicles' }).check();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(headerButton(page)).toHaveText('Select Vehicle');

  // Registering (which signs in) takes the browser's garage into the new account...
  const email = `garage-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@axle.example`;
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/account/vehicles') && r.request().method() === 'POST', {
    timeout: 60_000,
  });
  await signUp(page, email);
  expect((await merged).status()).toBe(200);
  await visit(page, '/account/garage');
  await expect(garageNames(page)).toHaveText(['2014 Honda Civic', '2015 Jeep Grand Cherokee']);
  // ...where it stays: signed in on another browser, with nothing saved locally, the same two.
  await expectGarageInAnotherBrowser(page.context().browser()!, email, ['2014 Honda Civic', '2015 Jeep Grand Cherokee']);
  // The shop's missing favicon is not this journey's concern.
  expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
});

const garageNames = (page: Page) => page.getByTestId('garage-vehicle').locator('p.font-medium');

async function expectGarageInAnotherBrowser(browser: Browser, email: string, names: string[]) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await visit(other, '/account/login?next=%2Faccount%2Fgarage');
  const form = other.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('secret-123');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/account\/garage$/, { timeout: 30_000 });
  await expect(garageNames(other)).toHaveText(names);
  await context.close();
}

test('a mistyped VIN is refused with the check-digit reason, and the dialog passes axe', async ({ page }) => {
  // A mistyped VIN is an answer the shopper expects, not a failure: the browser logs no error for it.
  const errors = watchForErrors(page);
  await visit(page, '/');
  await openPicker(page);
  const dialog = picker(page);
  // The last character of the Civic's VIN typed as 2 instead of 1.
  await dialog.getByLabel('Enter VIN number').fill(`${CIVIC_VIN.slice(0, 16)}2`);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Unable to find vehicle by VIN');
  await expect(alert).toContainText('the 9th character should be 5, not 3');
  await expect(alert).toContainText('Decoded: 2014 Honda');
  await expect(dialog.getByRole('button', { name: 'Add Vehicle', exact: true })).toBeDisabled();
  // Too short: said at once in plain words, no lookup needed.
  await dialog.getByLabel('Enter VIN number').fill('2HGFB2F5');
  await expect(alert).toContainText('A VIN has 17 characters; this one has 8.');
  // Emptying the box clears the alert.
  await dialog.getByLabel('Enter VIN number').fill('');
  await expect(alert).toHaveCount(0);
  // A well-formed VIN of a make the shop does not carry: looked up, and refused without an error either.
  await dialog.getByLabel('Enter VIN number').fill(UNCARRIED_VIN);
  await expect(alert).toContainText('Unable to find vehicle by VIN');
  await expectNoSeriousA11yViolations(page, 'vehicle picker');
  expect(errors).toEqual([]);
});

test('the VIN API still refuses a mistyped VIN with 400 and an unknown one with 404 for other clients', async ({ request }) => {
  const mistyped = `${CIVIC_VIN.slice(0, 16)}2`;
  for (const [vin, status, code] of [
    [mistyped, 400, 'VIN_CHECK_DIGIT'],
    [UNCARRIED_VIN, 404, 'VIN_UNKNOWN'],
  ] as const) {
    const plain = await request.get(`/api/vehicles/vin/${vin}`);
    expect(plain.status()).toBe(status);
    const asked = await request.get(`/api/vehicles/vin/${vin}?refusals=200`);
    expect(asked.status()).toBe(200);
    // The same answer either way: the outcome is in the body.
    expect(await asked.json()).toEqual(await plain.json());
    expect(((await asked.json()) as { error: { code: string } }).error.code).toBe(code);
  }
});

test('in Arabic the picker reads right to left', async ({ page }) => {
  await visit(page, '/ar');
  await page.getByTestId('vehicle-button').click();
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'إضافة مركبة' })).toBeVisible();
  expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // The title starts at the right edge of the dialog.
  const box = (await dialog.boundingBox())!;
  const title = (await dialog.getByRole('heading').boundingBox())!;
  expect(box.x + box.width - (title.x + title.width)).toBeLessThan(title.x - box.x);
  await expectNoSeriousA11yViolations(page, 'vehicle picker in Arabic');
});

test('with a current vehicle the listing narrows to parts that fit it, and its filter opens the picker', async ({ page }) => {
  const listing = await page.request.get('/catalog/products');
  expect(listing.status(), 'the catalog listing answers').toBe(200);
  await visit(page, '/catalog/products');
  const allSummary = await page.getByTestId('listing-summary').textContent();

  await page.getByTestId('vehicle-filter-change').first().click();
  await chooseInFinder(page, '2014', 'Honda', 'Civic', '1.8L I4');
  await picker(page).getByRole('button', { name: 'Add Vehicle', exact: true }).click();
  await picker(page).getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(headerButton(page)).toHaveText('2014 Honda Civic 1.8L I4');

  await expect(page.getByTestId('filter-vehicle').first()).toContainText('2014 Honda Civic 1.8L I4');
  await expect(page.getByTestId('listing-summary')).not.toHaveText(allSummary ?? '');
  const fits = page.locator('[data-fit]');
  await expect(fits.first()).toBeVisible();
  const states = await fits.evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')));
  expect(states.every((s) => s === 'fits' || s === 'universal')).toBe(true);
  // Cards name the vehicle they are judged for: brake pads are made for particular cars, so that
  // listing has exact fits for the Civic on its first page.
  await visit(page, '/catalog/brake-pads-shoes/products');
  await expect(page.locator('main [data-fit="fits"]').first()).toContainText('Fits your 2014 Honda Civic 1.8L I4');
});

test('a listing that names a vehicle in its URL follows the vehicle picked from its filter, from page 1', async ({ page, context }) => {
  const vehicleOf = async (vin: string) =>
    (
      (await (await page.request.get(`/api/vehicles/vin/${vin}`)).json()) as {
        vehicle: { id: number; year: number; make: string; model: string; engine: string };
      }
    ).vehicle;
  const civic = await vehicleOf(CIVIC_VIN);
  const jeep = await vehicleOf(JEEP_VIN);
  // A garage of both, the Civic current, saved as the shop saves it.
  await visit(page, '/');
  await page.evaluate((state) => localStorage.setItem('garage', JSON.stringify({ state, version: 1 })), {
    vehicles: [civic, jeep],
    currentId: civic.id,
  });
  await context.addCookies([{ name: 'vehicle', value: String(civic.id), url: page.url() }]);

  // A link to the Jeep's parts (as the garage page makes), on its second page.
  await visit(page, `/catalog/products?filter_vehicle=${jeep.id}&page=2`);
  const filter = page.getByTestId('filter-vehicle').first();
  await expect(filter).toContainText('2015 Jeep Grand Cherokee 3.6L V6');
  await page.getByTestId('vehicle-filter-change').first().click();
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  // The picker starts from the listing's vehicle, not the current one.
  await expect(dialog.getByRole('radio', { name: /2015 Jeep Grand Cherokee/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /2014 Honda Civic/ }).check();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/products\\?filter_vehicle=${civic.id}$`));
  await expect(filter).toContainText('2014 Honda Civic 1.8L I4');
  await expect(headerButton(page)).toHaveText('2014 Honda Civic 1.8L I4');
  const fits = page.locator('[data-fit]');
  await expect(fits.first()).toBeVisible();
  expect(
    (await fits.evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')))).every((s) => s === 'fits' || s === 'universal'),
  ).toBe(true);

  // "All vehicles" from the filter: the URL says so explicitly, and the current vehicle is cleared.
  await page.getByTestId('vehicle-filter-change').first().click();
  await expect(dialog.getByRole('radio', { name: /2014 Honda Civic/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'All Vehicles' }).check();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page).toHaveURL(/\/catalog\/products\?filter_vehicle=$/);
  await expect(headerButton(page)).toHaveText('Select Vehicle');
  await expect(filter).not.toContainText('Civic');

  // Without a vehicle in the URL the listing follows the garage, and a new pick starts at page 1.
  await visit(page, '/catalog/products?page=2');
  await page.getByTestId('vehicle-filter-change').first().click();
  await expect(dialog.getByRole('radio', { name: 'All Vehicles' })).toBeChecked();
  await dialog.getByRole('radio', { name: /2015 Jeep Grand Cherokee/ }).check();
  await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page).toHaveURL(/\/catalog\/products$/);
  await expect(filter).toContainText('2015 Jeep Grand Cherokee 3.6L V6');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile search opens the vehicle picker and then names the vehicle', async ({ page }) => {
    const errors = watchForErrors(page);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const searchBox = page.getByRole('combobox', { name: 'Search parts' });
    await expect(searchBox).toBeVisible();
    const vehicleInSearch = page.getByTestId('search-vehicle-button').filter({ visible: true });
    await expect(vehicleInSearch).toHaveAccessibleName('Select Vehicle');
    await vehicleInSearch.click();
    const dialog = picker(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Add A Vehicle' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vehicle picker from the mobile search');
    await chooseInFinder(page, '2014', 'Honda', 'Civic', '1.8L I4');
    await dialog.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    await dialog.getByRole('button', { name: 'Select Vehicle' }).click();
    await expect(dialog).toBeHidden();

    // The search's vehicle button now names the vehicle, and opens the picker on it.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(vehicleInSearch).toHaveAccessibleName('Vehicle: 2014 Honda Civic 1.8L I4');
    await vehicleInSearch.click();
    await expect(dialog.getByRole('radio', { name: /2014 Honda Civic/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
  });
});
