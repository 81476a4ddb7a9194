// Zod schemas of every account form, shared by the browser (checked before sending) and the server
// (checked again before anything is done). Issue messages are message ids (specification section 5).
// zod/mini, the functional build: these run in the browser too (the header's sign-in form), where the
// classic build would cost every page some 25 kB gzipped. Same checks, same order, same messages.
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { FORM_REQUIRED } from '@/ui/form-errors';
import { z } from 'zod/mini';
import { MAX_PASSWORD, MIN_PASSWORD } from './model';

const FORM_INCORRECT_EMAIL = 'ERROR_FORM_INCORRECT_EMAIL';
export const FORM_PASSWORD_MIN = 'ERROR_FORM_PASSWORD_MIN_LENGTH';
const FORM_PASSWORDS_DIFFER = 'ERROR_FORM_PASSWORDS_DO_NOT_MATCH';
const FORM_TOO_LONG = 'ERROR_FORM_TOO_LONG';

// Section 5: text, one '@', text, and no second '@'.
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+$/;

const text = (max: number) => z.string().check(z.regex(PRINTABLE_TEXT, FORM_CONTROL_CHARACTERS), z.trim(), z.maxLength(max, FORM_TOO_LONG));
const required = (max = 120) => text(max).check(z.minLength(1, FORM_REQUIRED));
const optional = (max = 120) => z._default(text(max), '');
const email = () =>
  z.pipe(
    required(254).check(z.regex(EMAIL_SHAPE, FORM_INCORRECT_EMAIL)),
    z.transform((v: string) => v.toLowerCase()),
  );
const newPassword = () =>
  z.string().check(z.minLength(1, FORM_REQUIRED), z.minLength(MIN_PASSWORD, FORM_PASSWORD_MIN), z.maxLength(MAX_PASSWORD, FORM_TOO_LONG));
const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal(''), z.literal('false')])),
  z.transform((v) => v === true || v === 'on' || v === 'true'),
);
const maxPassword = () => z.string().check(z.maxLength(MAX_PASSWORD, FORM_TOO_LONG));

export const signInSchema = z.object({
  email: email(),
  password: z.string().check(z.minLength(1, FORM_REQUIRED), z.maxLength(MAX_PASSWORD, FORM_TOO_LONG)),
  remember: checkbox,
});

export const signUpSchema = z
  .object({ email: email(), password: newPassword(), confirmPassword: maxPassword() })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: FORM_PASSWORDS_DIFFER }));

export const profileSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  email: email(),
  phone: optional(40),
});
export type ProfileInput = z.output<typeof profileSchema>;

export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, FORM_REQUIRED), z.maxLength(MAX_PASSWORD, FORM_TOO_LONG)),
    newPassword: newPassword(),
    confirmPassword: maxPassword(),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: FORM_PASSWORDS_DIFFER }));

/** "Forgot password?": the email to send the link to. */
export const forgotPasswordSchema = z.object({ email: email() });

/** The reset page: the emailed token and the new password with its repeat (the password page's rules). */
export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, FORM_REQUIRED), z.maxLength(256, FORM_TOO_LONG)),
    newPassword: newPassword(),
    confirmPassword: maxPassword(),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: FORM_PASSWORDS_DIFFER }));

export const addressSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  company: optional(120),
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, FORM_REQUIRED)),
  address1: required(200),
  address2: optional(200),
  city: required(100),
  state: optional(100),
  postcode: required(20),
  email: email(),
  phone: required(40),
  isDefault: checkbox,
});
export type AddressInput = z.output<typeof addressSchema>;

/** A form's entries as plain strings (a File or a repeated key keeps only the first text value). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && !(k in out) && !k.startsWith('$')) out[k] = v;
  return out;
}
