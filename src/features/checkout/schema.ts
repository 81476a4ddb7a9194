// The checkout request as it crosses the network (specification sections 5 and 7): one zod schema that
// the checkout form runs in the browser and the order endpoint runs again on the server. Every issue
// carries a message id as its message, so both sides show the same translated error for a field.
//
// Decisions:
// - Items carry product id, options and quantity only. Prices, names and totals are not part of the
//   request at all (unknown keys are stripped): the server reads them from the database.
// - A quantity must be a whole number from 1 to MAX_LINE_QUANTITY; 0, -1, 1.5 and "abc" are refused
//   (the cart never holds such lines, so they only arrive from a tampered or broken client).
// - Options name an option and a value by slug (what the product form stores) or, for lines added
//   before slugs were kept, by their displayed names; the server resolves either against the database.
// - A line may name the vehicle it was added for (`vehicleId`); an order with a line that does not fit
//   its vehicle needs `acceptMisfits` (the shopper's confirmation). The server decides the fit.
// - The shipping address is optional ("ship to a different address"); its email and phone come from
//   the billing address, so the shipping form does not ask for them twice.
// - The country must be a 2-letter code; whether the shop knows it is checked against the database.
// - zod/mini (the functional build), since the checkout form runs this in the browser: same checks,
//   same order, same messages as the classic chain, at a fraction of its weight.
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { issueMessageId } from '@/ui/form-errors';
import { z } from 'zod/mini';
import { MAX_LINE_QUANTITY } from '@/features/cart/model';
import { PAYMENT_METHODS } from '@/features/orders/payment';
import { MAX_ROW_ID } from '@/db/row-id';

import { CHECKOUT_ERRORS } from './errors';
export { CHECKOUT_ERRORS } from './errors';

const { required, email, tooLong } = CHECKOUT_ERRORS;

const printable = z.regex(PRINTABLE_TEXT, { error: FORM_CONTROL_CHARACTERS });
const text = (max: number) => z.string({ error: required }).check(printable, z.trim(), z.maxLength(max, { error: tooLong }));
const requiredText = (max = 100) => text(max).check(z.minLength(1, { error: required }));
const optionalText = (max = 100) =>
  z._default(z.string({ error: tooLong }).check(printable, z.trim(), z.maxLength(max, { error: tooLong })), '');

const addressFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  company: optionalText(),
  country: z.string({ error: required }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: CHECKOUT_ERRORS.country })),
  address1: requiredText(200),
  address2: optionalText(200),
  city: requiredText(),
  state: optionalText(),
  postcode: requiredText(20),
};

const billingAddressSchema = z.object({
  ...addressFields,
  email: z.pipe(text(254).check(z.minLength(1, { error: required })), z.email({ error: email })),
  phone: requiredText(40),
});

const shippingAddressSchema = z.object(addressFields);

const optionRef = z.object({
  optionSlug: z.optional(z.string().check(printable, z.maxLength(100))),
  valueSlug: z.optional(z.string().check(printable, z.maxLength(100))),
  name: z._default(z.string().check(printable, z.maxLength(200)), ''),
  value: z._default(z.string().check(printable, z.maxLength(200)), ''),
});

const checkoutItemSchema = z.object({
  // Product ids are int4 in the database: a larger number names no product (and must not reach SQL).
  productId: z
    .number({ error: CHECKOUT_ERRORS.product })
    .check(
      z.int({ error: CHECKOUT_ERRORS.product }),
      z.positive({ error: CHECKOUT_ERRORS.product }),
      z.lte(MAX_ROW_ID, { error: CHECKOUT_ERRORS.product }),
    ),
  options: z._default(
    z.array(optionRef, { error: CHECKOUT_ERRORS.options }).check(z.maxLength(20, { error: CHECKOUT_ERRORS.options })),
    [],
  ),
  quantity: z
    .number({ error: CHECKOUT_ERRORS.quantity })
    .check(
      z.int({ error: CHECKOUT_ERRORS.quantity }),
      z.gte(1, { error: CHECKOUT_ERRORS.quantity }),
      z.lte(MAX_LINE_QUANTITY, { error: CHECKOUT_ERRORS.quantity }),
    ),
  /** The vehicle the line was added for (absent or null: none). Only an id: the server names it and decides the fit. */
  vehicleId: z._default(
    z.nullable(
      z
        .number({ error: CHECKOUT_ERRORS.invalidBody })
        .check(
          z.int({ error: CHECKOUT_ERRORS.invalidBody }),
          z.positive({ error: CHECKOUT_ERRORS.invalidBody }),
          z.lte(MAX_ROW_ID, { error: CHECKOUT_ERRORS.invalidBody }),
        ),
    ),
    null,
  ),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

const formFields = {
  billingAddress: billingAddressSchema,
  shipToDifferentAddress: z._default(z.boolean(), false),
  shippingAddress: z.optional(z.unknown()),
  notes: optionalText(2000),
  payment: z.enum(PAYMENT_METHODS, { error: CHECKOUT_ERRORS.payment }),
  acceptTerms: z.literal(true, { error: CHECKOUT_ERRORS.terms }),
};

/** The shipping address is checked only when the shopper ships to a different address. */
function resolveShipping<T extends { shipToDifferentAddress: boolean; shippingAddress?: unknown }>(form: T, payload: z.core.ParsePayload) {
  if (!form.shipToDifferentAddress) return { ...form, shippingAddress: undefined };
  const shipping = shippingAddressSchema.safeParse(form.shippingAddress ?? {});
  if (!shipping.success) {
    for (const issue of shipping.error.issues)
      payload.issues.push({ code: 'custom', message: issue.message, path: ['shippingAddress', ...issue.path], input: form });
    return z.NEVER;
  }
  return { ...form, shippingAddress: shipping.data };
}

const checkoutForm = z.object(formFields);

/** The form's own fields: what the browser validates before sending. */
export const checkoutFormSchema = z.pipe(
  checkoutForm,
  z.transform((form: z.output<typeof checkoutForm>, payload) => resolveShipping(form, payload)),
);

const checkoutRequest = z.object({
  /** The same key for the same submission: a replay returns the order already made. */
  idempotencyKey: z
    .string({ error: CHECKOUT_ERRORS.invalidBody })
    .check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, { error: CHECKOUT_ERRORS.invalidBody })),
  items: z
    .array(checkoutItemSchema, { error: CHECKOUT_ERRORS.emptyCart })
    .check(z.minLength(1, { error: CHECKOUT_ERRORS.emptyCart }), z.maxLength(200, { error: CHECKOUT_ERRORS.invalidBody })),
  locale: z.catch(z.enum(['en', 'ru', 'ar']), 'en'),
  currency: z.catch(z.string().check(z.regex(/^[A-Z]{3}$/)), 'USD'),
  /** The total the form showed, in the currency's minor units: the order is placed only for that amount. */
  expectedTotal: z.optional(
    z
      .number({ error: CHECKOUT_ERRORS.invalidBody })
      .check(
        z.int({ error: CHECKOUT_ERRORS.invalidBody }),
        z.gte(0, { error: CHECKOUT_ERRORS.invalidBody }),
        z.lte(Number.MAX_SAFE_INTEGER, { error: CHECKOUT_ERRORS.invalidBody }),
      ),
  ),
  /** The shopper confirmed ordering the lines that do not fit their vehicle (otherwise such an order is refused, 409). */
  acceptMisfits: z._default(z.boolean({ error: CHECKOUT_ERRORS.invalidBody }), false),
  ...formFields,
});

/** The whole request to place an order. */
export const checkoutRequestSchema = z.pipe(
  checkoutRequest,
  z.transform((form: z.output<typeof checkoutRequest>, payload) => resolveShipping(form, payload)),
);
export type BillingAddressInput = z.infer<typeof billingAddressSchema>;
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

export type FieldError = { param: string; code: string };

/**
 * Each field's first error, as { param: 'billingAddress.email', code: 'ERROR_FORM_INCORRECT_EMAIL' }:
 * the kit's rule for message ids (ui/form-errors.ts), by the nested names the checkout API answers
 * with, and the API's "invalid request" for anything the schemas did not word.
 */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const param = issue.path.map(String).join('.');
    if (seen.has(param)) continue;
    seen.add(param);
    out.push({ param, code: issueMessageId(issue, CHECKOUT_ERRORS.invalidBody) });
  }
  return out;
}
