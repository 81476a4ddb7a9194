// Accounts: signing up, out and in, profile, password and the address book, in the shop's words.
import { expect, test, type Page } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, newEmail, signUp, visit, watchForErrors } from './support';

// Each journey makes several round trips through server actions; the shared CI machine is slow.
test.describe.configure({ timeout: 180_000 });
async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
}

const headerAccount = (page: Page) => page.getByTestId('account-indicator-title');

test('a new shopper signs up, signs out, is refused a wrong password and comes back where they were', async ({ page }) => {
  const errors = watchForErrors(page);
  const email = newEmail();
  await signUp(page, email);
  await expect(headerAccount(page)).toHaveText(email);

  await signOut(page);
  await expect(headerAccount(page)).toHaveText('Hello, sign in');

  // An account page sends a visitor to sign in first, and back to it afterwards.
  await visit(page, '/account/addresses');
  await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Faddresses$/);
  await signIn(page, email, 'not-my-password');
  await expect(page.getByTestId('sign-in-form').getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page.getByTestId('sign-in-form').getByRole('button', { name: 'Log in' })).toBeEnabled();

  await signIn(page, email, 'secret-123');
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  // The shop has no favicon yet (not this feature's); anything else is an error of these pages.
  expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
});

test('the sign-in form checks its fields before sending, and the demo shopper can sign in', async ({ page }) => {
  await visit(page, '/account/login');
  const form = page.getByTestId('sign-in-form');
  // Demo mode fills the form in with the demo shopper.
  await expect(form.getByLabel('Email address')).toHaveValue('demo@axle.example');
  await form.getByLabel('Email address').fill('not an email');
  await form.getByLabel('Password').fill('');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('This field is required.')).toBeVisible();

  await signIn(page, 'demo@axle.example', '123456');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByTestId('dashboard-profile')).toContainText('Ryan Ford');
  await expect(page.getByTestId('recent-orders').getByRole('row')).toHaveCount(4);
});

test('editing the profile changes the header', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await visit(page, '/account/profile');
  const form = page.getByTestId('profile-form');
  await form.getByLabel('First name').fill('Amelia');
  await form.getByLabel('Last name').fill('Hart');
  const changed = newEmail();
  await form.getByLabel('Email address').fill(changed);
  await form.getByLabel(/Phone number/).fill('+44 20 7946 0000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Your profile has been saved.');
  // A new address is confirmed by a link sent to it; the form names where the link went.
  await expect(form.getByRole('status')).toContainText(changed);
  await expect(headerAccount(page)).toHaveText(changed);
  await page.getByRole('button', { name: `My account: ${changed}` }).click();
  await expect(page.getByTestId('account-menu-name')).toHaveText('Amelia Hart');
  // The email in the header and in the menu reads left to right whatever the page's direction.
  await expect(headerAccount(page).locator('bdi[dir="ltr"]')).toHaveText(changed);
  await expect(page.getByTestId('account-menu').locator('bdi[dir="ltr"]')).toHaveText(changed);

  // Another account's email is refused.
  await form.getByLabel('Email address').fill('demo@axle.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('This email address is already in use.');
});

test('changing the password: the old one is refused afterwards, the new one signs in', async ({ page }) => {
  const email = newEmail();
  await signUp(page, email, 'first-pass');
  await visit(page, '/account/password');
  const form = page.getByTestId('password-form');
  await form.getByLabel('Current password').fill('wrong-pass');
  await form.getByLabel('New password').fill('second-pass');
  await form.getByLabel('Repeat password').fill('second-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is wrong.')).toBeVisible();
  await expect(form.getByText('Wrong email or password.')).toHaveCount(0);

  await form.getByLabel('Current password').fill('first-pass');
  await form.getByLabel('New password').fill('12345');
  await form.getByLabel('Repeat password').fill('12345');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The password must be at least 6 characters long.')).toBeVisible();

  await form.getByLabel('New password').fill('second-pass');
  await form.getByLabel('Repeat password').fill('second-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-form').getByRole('status')).toContainText('Your password has been changed.');

  await signOut(page);
  await signIn(page, email, 'first-pass');
  await expect(page.getByTestId('sign-in-form').getByRole('alert')).toHaveText('Wrong email or password.');
  await signIn(page, email, 'second-pass');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

async function addAddress(page: Page, street: string, opts: { makeDefault?: boolean } = {}) {
  await visit(page, '/account/addresses/new');
  const form = page.getByTestId('address-form');
  await form.getByLabel('First name').fill('Amelia');
  await form.getByLabel('Last name').fill('Hart');
  await form.getByLabel('Country').selectOption('GB');
  await form.getByLabel('Street address').fill(street);
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Postcode / ZIP').fill('SW1A 1AA');
  await form.getByLabel('Phone number').fill('+44 20 7946 0001');
  if (opts.makeDefault) await form.getByLabel('Set as my default address').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/, AFTER_ACTION);
}

const cards = (page: Page) => page.getByTestId('address-card');
const defaultCard = (page: Page) => page.locator('[data-testid="address-card"][data-default]');

test('the address book keeps exactly one default address', async ({ page }) => {
  await signUp(page, newEmail());
  await visit(page, '/account/addresses/new');
  // The form checks its required fields first.
  const form = page.getByTestId('address-form');
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();

  await addAddress(page, '1 First Street');
  await expect(cards(page)).toHaveCount(1);
  await expect(defaultCard(page)).toContainText('1 First Street');

  await addAddress(page, '2 Second Street');
  await addAddress(page, '3 Third Street');
  await expect(cards(page)).toHaveCount(3);
  await expect(defaultCard(page)).toHaveCount(1);
  await expect(defaultCard(page)).toContainText('1 First Street');

  await page.getByRole('button', { name: 'Make default: 3 Third Street' }).click();
  await expect(defaultCard(page)).toContainText('3 Third Street', AFTER_ACTION);
  await expect(defaultCard(page)).toHaveCount(1);

  // Deleting the default makes the first remaining address the default.
  await page.getByRole('button', { name: 'Delete address 3 Third Street' }).click();
  await expect(cards(page)).toHaveCount(2, AFTER_ACTION);
  await expect(defaultCard(page)).toContainText('1 First Street');

  // The dashboard shows it.
  await visit(page, '/account/dashboard');
  await expect(page.getByTestId('dashboard-address')).toContainText('1 First Street');

  // Editing: the form opens with the address, and saves the change.
  await visit(page, '/account/addresses');
  await page.getByRole('link', { name: 'Edit address 2 Second Street' }).click();
  await expect(page.getByTestId('address-form').getByLabel('Street address')).toHaveValue('2 Second Street');
  await page.getByTestId('address-form').getByLabel('Street address').fill('22 Second Street');
  await page.getByTestId('address-form').getByRole('button', { name: 'Save' }).click();
  await expect(cards(page).filter({ hasText: '22 Second Street' })).toHaveCount(1, AFTER_ACTION);
});

test("another shopper's address is not found", async ({ page, browser }) => {
  await signUp(page, newEmail());
  await addAddress(page, '9 Private Lane');
  const href = await page.getByRole('link', { name: 'Edit address 9 Private Lane' }).getAttribute('href');
  const context = await browser.newContext();
  const other = await context.newPage();
  await signUp(other, newEmail());
  const response = await visit(other, href!);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Address not found');
  await context.close();
});

test('in Arabic the account forms read right to left', async ({ page }) => {
  await visit(page, '/ar/account/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.getByTestId('sign-in-form');
  await expect(form).toHaveCSS('direction', 'rtl');
  // Labels start at the right edge of their field.
  const label = await form.getByText('كلمة المرور', { exact: true }).boundingBox();
  const input = await form.getByLabel('كلمة المرور').boundingBox();
  expect(Math.abs(label!.x + label!.width - (input!.x + input!.width))).toBeLessThan(2);
  await form.getByLabel('كلمة المرور').fill('x-wrong-x');
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(form.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
});

test('account pages have no serious accessibility violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, '/account/login');
  await expectNoSeriousA11yViolations(page, 'on the login page');
  await signUp(page, newEmail());
  await expectNoSeriousA11yViolations(page, 'on the dashboard');
  await visit(page, '/account/addresses/new');
  await page.getByTestId('address-form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('address-form').getByText('This field is required.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'on the address form with errors');
  await context.close();
});
