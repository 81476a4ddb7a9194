// From a failed zod parse to what a form shows: one message id a field (specification section 5:
// every error a shopper or an owner sees is a message id, translated where it is shown, by <Field>).
// Used alike by the browser (checking a form before sending) and the server (checking it again).
//
// - Every schema gives its own checks a message id as their message (ERROR_…); those are kept.
// - What zod says by itself is English for developers, never shown: a missing value or a wrong type
//   (a number where text belongs, a key left out) reads as "required", anything else as "invalid".
//   A caller with its own catch-all (the checkout API's "invalid request") passes it instead.
// - A field shows its first error only: the checks run in order, most basic first.
// - Field names are the top-level keys (zod's flattenError); the checkout, whose API names nested
//   fields ("billingAddress.email"), builds its list from `issueMessageId` itself.
import { flattenError, type core } from 'zod/mini';

export const FORM_REQUIRED = 'ERROR_FORM_REQUIRED';
export const FORM_INVALID = 'ERROR_FORM_INVALID';

const MESSAGE_ID = /^ERROR_[A-Z0-9_]+$/;

/** Each field's error as a message id, by field name; a valid field is absent. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** What a server action answers a form with (the account's forms and the shop settings' form). */
export type FormState = {
  status: 'idle' | 'error' | 'saved';
  /** Message id per field. */
  errors?: FieldErrors;
  /** Message id of the form's alert, e.g. ERROR_API_AUTH_WRONG_PASSWORD. */
  alert?: string;
  /** Message id of a success the form shows with `values` as its parameters, e.g. TEXT_VERIFICATION_SENT. */
  notice?: string;
  /** What the shopper typed (never a password), to refill the form after a server-side refusal. */
  values?: Record<string, string>;
};

/** The message id that stands for one issue (see the header for the rule). */
export function issueMessageId(issue: core.$ZodIssue, fallback?: string): string {
  if (MESSAGE_ID.test(issue.message)) return issue.message;
  if (fallback) return fallback;
  return issue.code === 'invalid_type' ? FORM_REQUIRED : FORM_INVALID;
}

/** The first message id of each field of a failed parse. */
export function fieldErrors<Field extends string = string>(error: core.$ZodError): FieldErrors<Field> {
  const byField: Record<string, string[] | undefined> = flattenError(error, (issue) => issueMessageId(issue)).fieldErrors;
  const out: FieldErrors = {};
  for (const [field, ids] of Object.entries(byField)) if (ids?.[0]) out[field] = ids[0];
  return out as FieldErrors<Field>;
}
