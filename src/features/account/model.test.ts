import { describe, expect, it } from 'vitest';
import { authCode, displayName, initials, limitKeys, loginUrl, nextDefault, safeNext, signedInHintRepair } from './model';
import { fieldErrors } from '@/ui/form-errors';
import { addressSchema, profileSchema, signInSchema, signUpSchema } from './schema';

describe('safeNext: only paths of this site', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/ar/catalog/products?page=2#top', '/ar/catalog/products?page=2#top'],
    ['/', '/'],
  ])('keeps %s', (input, out) => expect(safeNext(input)).toBe(out));

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
    undefined,
    42,
    ['/a'],
    '/\t/evil.example',
    '/account/login',
    '/ru/account/login?next=/x',
    `/${'a'.repeat(2100)}`,
  ])('refuses %s', (input) => expect(safeNext(input)).toBe('/account/dashboard'));

  // Paths that normalise to another site ("//host" is a protocol-relative URL to the browser).
  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example/path',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/a/b/../..//evil.example?x=1',
  ])('refuses %s, which normalises to another site', (input) => expect(safeNext(input)).toBe('/account/dashboard'));

  it('keeps an encoded slash as part of one path on this site', () => {
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(new URL(safeNext('/%2F%2Fevil.example'), 'https://shop.example').host).toBe('shop.example');
  });

  it('builds the login URL around it', () => {
    expect(loginUrl('/account/addresses/new')).toBe('/account/login?next=%2Faccount%2Faddresses%2Fnew');
    expect(loginUrl('https://evil.example')).toBe('/account/login?next=%2Faccount%2Fdashboard');
  });
});

describe('error codes', () => {
  it('answers a wrong email and a wrong password alike', () => {
    expect(authCode('INVALID_EMAIL_OR_PASSWORD')).toBe('AUTH_WRONG_PASSWORD');
    expect(authCode('USER_NOT_FOUND')).toBe('AUTH_WRONG_PASSWORD');
    expect(authCode('INVALID_PASSWORD')).toBe('AUTH_WRONG_PASSWORD');
  });
  it('maps the other Better Auth codes to the specification', () => {
    expect(authCode('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')).toBe('AUTH_EMAIL_ALREADY_IN_USE');
    expect(authCode('PASSWORD_TOO_SHORT')).toBe('AUTH_WEAK_PASSWORD');
    expect(authCode('INVALID_EMAIL')).toBe('AUTH_INVALID_EMAIL');
    expect(authCode('VALIDATION_ERROR', 400, '[body.email] Invalid email address')).toBe('AUTH_INVALID_EMAIL');
    expect(authCode('VALIDATION_ERROR', 400, '[body.name] Expected string')).toBe('AUTH_UNKNOWN');
    expect(authCode(undefined, 429)).toBe('AUTH_TOO_MANY_REQUESTS');
    expect(authCode('SOMETHING_ELSE', 500)).toBe('AUTH_UNKNOWN');
  });
});

describe('default address rules', () => {
  it('keeps the default, else promotes the oldest', () => {
    expect(nextDefault([])).toBeNull();
    expect(
      nextDefault([
        { id: 5, isDefault: false },
        { id: 3, isDefault: false },
      ]),
    ).toBe(3);
    expect(
      nextDefault([
        { id: 3, isDefault: false },
        { id: 5, isDefault: true },
      ]),
    ).toBe(5);
    expect(
      nextDefault([
        { id: 9, isDefault: true },
        { id: 4, isDefault: true },
      ]),
    ).toBe(4);
  });
});

describe('names and limits', () => {
  const u = { firstName: 'ryan', lastName: 'ford', email: 'r@x.example' };
  it('shows the name or the email', () => {
    expect(displayName(u)).toBe('ryan ford');
    expect(displayName({ ...u, firstName: '', lastName: '' })).toBe('r@x.example');
    expect(initials(u)).toBe('RF');
    expect(initials({ ...u, firstName: '', lastName: '' })).toBe('R');
  });
  it('keys limits by normalised email and client address', () => {
    expect(limitKeys('signIn', '1.2.3.4', ' Demo@Axle.Example ')).toEqual({
      account: 'axle:signIn:account:demo@axle.example',
      address: 'axle:signIn:address:1.2.3.4',
    });
  });
});

describe('form schemas (section 5)', () => {
  const errors = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as never));
  it('sign-in: email required and valid, password required', () => {
    expect(errors(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'ERROR_FORM_REQUIRED',
      password: 'ERROR_FORM_REQUIRED',
    });
    expect(errors(signInSchema.safeParse({ email: 'a@b@c', password: 'x' }))).toEqual({ email: 'ERROR_FORM_INCORRECT_EMAIL' });
    expect(signInSchema.parse({ email: ' A@B.example ', password: 'x', remember: 'on' })).toEqual({
      email: 'a@b.example',
      password: 'x',
      remember: true,
    });
  });
  it('sign-up: one @, at least 6 characters, repeated alike', () => {
    expect(errors(signUpSchema.safeParse({ email: 'a@b', password: '12345', confirmPassword: '12345' }))).toEqual({
      password: 'ERROR_FORM_PASSWORD_MIN_LENGTH',
    });
    expect(errors(signUpSchema.safeParse({ email: 'a@b', password: '123456', confirmPassword: '654321' }))).toEqual({
      confirmPassword: 'ERROR_FORM_PASSWORDS_DO_NOT_MATCH',
    });
  });
  it('profile and address: required fields, wrong types read as required', () => {
    expect(errors(profileSchema.safeParse({ firstName: ' ', lastName: 'x', email: 'a@b' }))).toEqual({ firstName: 'ERROR_FORM_REQUIRED' });
    const bad = errors(addressSchema.safeParse({ firstName: 1, country: 'usa' }));
    expect(bad).toMatchObject({
      firstName: 'ERROR_FORM_REQUIRED',
      country: 'ERROR_FORM_REQUIRED',
      address1: 'ERROR_FORM_REQUIRED',
      email: 'ERROR_FORM_REQUIRED',
    });
  });
});

describe('the signed-in hint follows the session', () => {
  it('a session that came without the hint gets one, secure when the session cookie is', () => {
    expect(signedInHintRepair(['axle.session_token', 'currency'])).toEqual({ set: { secure: false } });
    expect(signedInHintRepair(['__Secure-axle.session_token'])).toEqual({ set: { secure: true } });
  });

  it('a hint that outlived its session is cleared; a "not remembered" mark alone is no session', () => {
    expect(signedInHintRepair(['axle_signed_in'])).toBe('clear');
    expect(signedInHintRepair(['axle_signed_in', 'axle.dont_remember'])).toBe('clear');
  });

  it('a session with its hint, and a visitor without either, are left as they are', () => {
    expect(signedInHintRepair(['axle.session_token', 'axle_signed_in'])).toBeNull();
    expect(signedInHintRepair(['vehicle', 'NEXT_LOCALE'])).toBeNull();
  });
});
