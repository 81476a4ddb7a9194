'use server';
// Account mutations as server actions (forms work before hydration too). Each one validates with the
// schemas in schema.ts, checks who is asking, and answers with message ids the form translates.
import { cookies, headers } from 'next/headers';
import { refresh } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { APIError } from 'better-auth/api';
import { redirect } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import { getAuth, secureCookies } from './auth';
import { SIGNED_IN_COOKIE, authCode, newSignedInToken, safeNext, signedInCookieOptions } from './model';
import { AddressBookFullError, UnknownCountryError, createAddress, deleteAddress, setDefaultAddress, updateAddress } from './addresses';
import { EmailInUseError, updateProfile } from './queries';
import { fieldErrors, type FormState } from '@/ui/form-errors';
import { addressSchema, formValues, passwordSchema, profileSchema, signInSchema, signUpSchema } from './schema';
import { getCurrentUser } from './session';
import { sendVerificationLink } from './recovery';
import { verifiedCallback } from './email-links';
import { parseRowId } from '@/db/row-id';
import { log } from '@/server/log';

export type { FormState };

const locale = async (): Promise<Locale> => {
  const l = await getLocale();
  return isLocale(l) ? l : 'en';
};

const go = async (href: string): Promise<never> => redirect({ href, locale: await locale() });

const withoutSecrets = (v: Record<string, string>) =>
  Object.fromEntries(Object.entries(v).filter(([k]) => !k.toLowerCase().includes('password')));

/** An error of Better Auth as the alert the form shows; anything unexpected is logged, not shown raw. */
function apiAlert(e: unknown): string {
  if (e instanceof APIError) {
    const body = e.body as { code?: string; message?: string } | undefined;
    const code = authCode(body?.code, e.statusCode, body?.message);
    if (code !== 'AUTH_UNKNOWN') return `ERROR_API_${code}`;
  }
  log.error({ error: e instanceof Error ? e.message : e }, '[account] auth call failed');
  return 'ERROR_API_AUTH_UNKNOWN';
}

export async function signIn(_prev: FormState, form: FormData): Promise<FormState> {
  const raw = formValues(form);
  const values = withoutSecrets(raw);
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values };
  const auth = await getAuth();
  try {
    await auth.api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password, rememberMe: parsed.data.remember },
      headers: await headers(),
    });
  } catch (e) {
    return { status: 'error', alert: apiAlert(e), values };
  }
  return go(safeNext(raw.next));
}

export async function signUp(_prev: FormState, form: FormData): Promise<FormState> {
  const raw = formValues(form);
  const values = withoutSecrets(raw);
  const parsed = signUpSchema.safeParse(raw);
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values };
  const auth = await getAuth();
  try {
    await auth.api.signUpEmail({
      // callbackURL: where the verification link sent on sign-up lands, in this page's language.
      body: {
        email: parsed.data.email,
        password: parsed.data.password,
        name: '',
        firstName: '',
        lastName: '',
        callbackURL: verifiedCallback(await locale()),
      },
      headers: await headers(),
    });
  } catch (e) {
    return { status: 'error', alert: apiAlert(e), values };
  }
  return go(safeNext(raw.next));
}

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export async function signOut(): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.signOut({ headers: await headers() });
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[account] sign out failed');
  }
  await go('/account/login');
}

export async function saveProfile(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await getCurrentUser();
  if (!user) return go('/account/login?next=/account/profile');
  const values = formValues(form);
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values };
  let emailChanged = false;
  try {
    ({ emailChanged } = await updateProfile(user.id, parsed.data));
  } catch (e) {
    if (e instanceof EmailInUseError)
      return {
        status: 'error',
        errors: { email: 'ERROR_API_AUTH_EMAIL_ALREADY_IN_USE' },
        alert: 'ERROR_API_AUTH_EMAIL_ALREADY_IN_USE',
        values,
      };
    throw e;
  }
  // A new address is unverified until its owner opens the link sent to it (Better Auth's flow).
  const sent = emailChanged ? await sendVerificationLink(parsed.data.email, await locale(), await headers()) : null;
  // The header's account menu shows the new name and email: a new hint tells the browser to ask again.
  (await cookies()).set(SIGNED_IN_COOKIE, newSignedInToken(), signedInCookieOptions(secureCookies()));
  refresh();
  const notice = sent === null ? undefined : sent === 'sent' ? 'TEXT_PROFILE_SAVED_VERIFY_EMAIL' : 'TEXT_PROFILE_SAVED_VERIFY_LATER';
  return { status: 'saved', notice, values: { ...parsed.data } };
}

/** Changes the password after checking the current one; every other session of the account ends. */
export async function changePassword(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await getCurrentUser();
  if (!user) return go('/account/login?next=/account/password');
  const parsed = passwordSchema.safeParse(formValues(form));
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error) };
  const auth = await getAuth();
  try {
    await auth.api.changePassword({
      body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: true },
      headers: await headers(),
    });
  } catch (e) {
    const alert = apiAlert(e);
    // The sign-in's "wrong email or password" would be wrong here: only the current password is checked.
    if (alert === 'ERROR_API_AUTH_WRONG_PASSWORD')
      return { status: 'error', errors: { currentPassword: 'ERROR_FORM_CURRENT_PASSWORD_WRONG' } };
    return { status: 'error', alert };
  }
  // The new session cookie makes Next re-render the page from scratch, which would drop the form's
  // state: say it on the page's URL instead.
  return go('/account/password?changed=1');
}

const addressId = (v: FormDataEntryValue | null) => (typeof v === 'string' ? (parseRowId(v) ?? NaN) : NaN);

/** Adds (no id) or edits (id) an address of the shopper's, then returns to the address list. */
export async function saveAddress(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await getCurrentUser();
  if (!user) return go('/account/login?next=/account/addresses');
  const values = formValues(form);
  const parsed = addressSchema.safeParse(values);
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values };
  const id = form.get('id') ? addressId(form.get('id')) : null;
  try {
    if (id === null) await createAddress(user.id, parsed.data);
    else if (!(await updateAddress(user.id, id, parsed.data))) return { status: 'error', alert: 'ERROR_ADDRESS_NOT_FOUND', values };
  } catch (e) {
    if (e instanceof UnknownCountryError) return { status: 'error', errors: { country: 'ERROR_FORM_REQUIRED' }, values };
    if (e instanceof AddressBookFullError) return { status: 'error', alert: 'ERROR_ADDRESS_BOOK_FULL', values };
    throw e;
  }
  return go('/account/addresses');
}

export async function removeAddress(form: FormData): Promise<void> {
  const user = await getCurrentUser();
  if (!user) return go('/account/login?next=/account/addresses');
  await deleteAddress(user.id, addressId(form.get('id')));
  refresh();
}

export async function makeDefaultAddress(form: FormData): Promise<void> {
  const user = await getCurrentUser();
  if (!user) return go('/account/login?next=/account/addresses');
  await setDefaultAddress(user.id, addressId(form.get('id')));
  refresh();
}
