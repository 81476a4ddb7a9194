import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import { z } from 'zod/mini';
import { FORM_INVALID, FORM_REQUIRED, fieldErrors, issueMessageId } from './form-errors';

const schema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'ERROR_FORM_REQUIRED'), z.maxLength(5, 'ERROR_FORM_TOO_LONG')),
    email: z.string().check(z.regex(/@/, 'ERROR_FORM_INCORRECT_EMAIL'), z.maxLength(10)),
    age: z.optional(z.number()),
    password: z.string(),
    confirm: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'ERROR_FORM_PASSWORDS_DO_NOT_MATCH' }));

const errorsOf = (input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failed parse');
  return fieldErrors(parsed.error);
};

describe('fieldErrors', () => {
  it("keeps each field's first message id", () => {
    expect(errorsOf({ name: ' ', email: 'a@b', password: 'a', confirm: 'a' })).toEqual({ name: 'ERROR_FORM_REQUIRED' });
    // Both of the email's checks fail; the one written first is shown.
    expect(errorsOf({ name: 'abcdef', email: 'no-at-and-too-long', password: 'a', confirm: 'a' })).toEqual({
      name: 'ERROR_FORM_TOO_LONG',
      email: 'ERROR_FORM_INCORRECT_EMAIL',
    });
  });

  it('reads a missing value or a wrong type as required, and other English messages as invalid', () => {
    expect(errorsOf({ email: 42, age: 'x', password: 'a', confirm: 'a' })).toEqual({
      name: FORM_REQUIRED,
      email: FORM_REQUIRED,
      age: FORM_REQUIRED,
    });
    // z.maxLength(10) without a message id: zod's English never reaches a person.
    expect(errorsOf({ name: 'a', email: 'a@bbbbbbbbbbbbbbbb', password: 'a', confirm: 'a' })).toEqual({ email: FORM_INVALID });
  });

  it('names the field a refinement points at', () => {
    expect(errorsOf({ name: 'a', email: 'a@b', password: 'a', confirm: 'b' })).toEqual({ confirm: 'ERROR_FORM_PASSWORDS_DO_NOT_MATCH' });
  });

  it('works on errors of the classic build too', () => {
    const parsed = classic
      .object({ number: classic.string().min(1, { error: 'ERROR_FORM_REQUIRED' }).max(3) })
      .safeParse({ number: 'abcd' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ number: FORM_INVALID });
  });

  it('leaves out errors of the whole input, which name no field', () => {
    const parsed = schema.safeParse('not an object');
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({});
  });
});

describe('issueMessageId', () => {
  it("uses the caller's catch-all for messages that are not ids", () => {
    const parsed = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(issueMessageId(parsed.error!.issues[0]!, 'ERROR_CHECKOUT_INVALID_REQUEST')).toBe('ERROR_CHECKOUT_INVALID_REQUEST');
    expect(issueMessageId(parsed.error!.issues[0]!)).toBe(FORM_REQUIRED);
  });

  it('keeps only whole message ids', () => {
    const parsed = z.object({ n: z.string().check(z.minLength(2, 'ERROR_ but not an id')) }).safeParse({ n: 'x' });
    expect(issueMessageId(parsed.error!.issues[0]!)).toBe(FORM_INVALID);
  });
});
