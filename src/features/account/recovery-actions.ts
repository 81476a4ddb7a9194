'use server';
// The server actions of "Forgot password?", the reset page and "Send the link again": each checks
// its form with schema.ts, calls recovery.ts and answers message ids (FormState), like actions.ts.
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import { fieldErrors } from '@/ui/form-errors';
import type { FormState } from './actions';
import { forgotPasswordSchema, formValues, resetPasswordSchema } from './schema';
import { requestReset, resetWithToken, sendVerificationLink } from './recovery';
import { getCurrentUser } from './session';

const currentLocale = async (): Promise<Locale> => {
  const l = await getLocale();
  return isLocale(l) ? l : 'en';
};

const ALERTS = {
  'too-many': 'ERROR_API_AUTH_TOO_MANY_REQUESTS',
  failed: 'ERROR_API_AUTH_UNKNOWN',
  'invalid-token': 'ERROR_RESET_LINK_INVALID',
  'weak-password': 'ERROR_API_AUTH_WEAK_PASSWORD',
} as const;

/** "Forgot password?": the same confirmation whether or not the email has an account. */
export async function requestPasswordReset(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values };
  const outcome = await requestReset(parsed.data.email, await currentLocale(), await headers());
  if (outcome !== 'sent') return { status: 'error', alert: ALERTS[outcome], values };
  return { status: 'saved', notice: 'TEXT_RESET_LINK_SENT', values: { email: parsed.data.email } };
}

/** The reset page: a new password with the emailed token, then signed in on the dashboard. */
export async function resetPassword(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = resetPasswordSchema.safeParse(formValues(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // The token is a hidden field: a form without one is a link without one.
    return errors.token ? { status: 'error', alert: ALERTS['invalid-token'] } : { status: 'error', errors };
  }
  const outcome = await resetWithToken(parsed.data.token, parsed.data.newPassword, await headers());
  if (!outcome.ok)
    return outcome.reason === 'weak-password'
      ? { status: 'error', errors: { newPassword: 'ERROR_FORM_PASSWORD_MIN_LENGTH' } }
      : { status: 'error', alert: ALERTS[outcome.reason] };
  // The password is changed even when the automatic sign-in was refused (its limit): say so.
  if (!outcome.signedIn) return { status: 'saved', notice: 'TEXT_PASSWORD_RESET_SIGN_IN' };
  return redirect({ href: '/account/dashboard', locale: await currentLocale() });
}

/** "Send the link again" (an unverified account's dashboard). */
export async function resendVerification(_prev: FormState): Promise<FormState> {
  const user = await getCurrentUser();
  const locale = await currentLocale();
  if (!user) return redirect({ href: '/account/login?next=/account/dashboard', locale });
  const outcome = await sendVerificationLink(user.email, locale, await headers());
  if (outcome === 'sent') return { status: 'saved', notice: 'TEXT_VERIFICATION_SENT', values: { email: user.email } };
  if (outcome === 'already-verified') return { status: 'saved', notice: 'TEXT_EMAIL_VERIFIED' };
  return { status: 'error', alert: ALERTS[outcome] };
}
