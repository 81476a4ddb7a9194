// The checkout's error codes (message ids), apart from the zod schemas that use them: the cart's
// browser code names its lines' problems with them without loading zod (checkout/model.ts).
export const CHECKOUT_ERRORS = {
  required: 'ERROR_FORM_REQUIRED',
  email: 'ERROR_FORM_INCORRECT_EMAIL',
  tooLong: 'ERROR_FORM_TOO_LONG',
  country: 'ERROR_CHECKOUT_COUNTRY',
  terms: 'ERROR_CHECKOUT_ACCEPT_TERMS',
  payment: 'ERROR_CHECKOUT_PAYMENT',
  emptyCart: 'ERROR_CHECKOUT_EMPTY_CART',
  quantity: 'ERROR_CHECKOUT_QUANTITY',
  product: 'ERROR_CHECKOUT_PRODUCT_NOT_FOUND',
  options: 'ERROR_CHECKOUT_OPTIONS',
  outOfStock: 'ERROR_CHECKOUT_OUT_OF_STOCK',
  tooLarge: 'ERROR_CHECKOUT_ORDER_TOO_LARGE',
  keyReused: 'ERROR_CHECKOUT_KEY_REUSED',
  totalChanged: 'ERROR_CHECKOUT_TOTAL_CHANGED',
  invalidBody: 'ERROR_CHECKOUT_INVALID_REQUEST',
  doesNotFit: 'ERROR_CHECKOUT_PART_DOES_NOT_FIT',
} as const;
