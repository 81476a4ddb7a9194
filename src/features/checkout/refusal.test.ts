import { describe, expect, it } from 'vitest';
import { readCheckoutRefusal } from './refusal';

describe("the checkout form's answer to a refused order", () => {
  it('offers the new total when the shop priced the order differently', () => {
    const refusal = { code: 'ERROR_CHECKOUT_TOTAL_CHANGED', message: 'The total is now €12.00', total: { amount: 1200 } };
    expect(readCheckoutRefusal(refusal, 1)).toEqual({ kind: 'new-total', amount: 1200, message: 'The total is now €12.00' });
  });

  it('alerts instead when a changed total comes without the amount', () => {
    expect(readCheckoutRefusal({ code: 'ERROR_CHECKOUT_TOTAL_CHANGED', message: 'x' }, 1)).toEqual({
      kind: 'alert',
      id: 'ERROR_CHECKOUT_TOTAL_CHANGED',
    });
  });

  it('asks to confirm the line that does not fit its vehicle', () => {
    expect(readCheckoutRefusal({ code: 'ERROR_CHECKOUT_PART_DOES_NOT_FIT', param: 'items.1.vehicleId' }, 2)).toEqual({
      kind: 'misfit',
      line: 1,
      code: 'ERROR_CHECKOUT_PART_DOES_NOT_FIT',
    });
  });

  it('marks the line that can no longer be ordered, with why', () => {
    expect(readCheckoutRefusal({ code: 'ERROR_CHECKOUT_OUT_OF_STOCK', param: 'items.0.quantity' }, 1)).toEqual({
      kind: 'line',
      line: 0,
      problem: 'out-of-stock',
    });
    expect(readCheckoutRefusal({ code: 'ERROR_CHECKOUT_OPTIONS', param: 'items.2.options' }, 3)).toMatchObject({ problem: 'options' });
    expect(readCheckoutRefusal({ code: 'ERROR_CHECKOUT_PRODUCT_NOT_FOUND', param: 'items.0.productId' }, 1)).toMatchObject({
      problem: 'product',
    });
  });

  it('does not believe a line the order did not have', () => {
    expect(readCheckoutRefusal({ code: 'ERROR_CHECKOUT_OUT_OF_STOCK', param: 'items.5.quantity' }, 2)).toEqual({
      kind: 'alert',
      id: 'ERROR_CHECKOUT_OUT_OF_STOCK',
    });
  });

  it("shows the form's own fields the server found wrong, and only those", () => {
    const refusal = {
      code: 'ERROR_VALIDATION',
      fields: [
        { param: 'billingAddress.postcode', code: 'ERROR_POSTCODE' },
        { param: 'payment', code: 'ERROR_PAYMENT_METHOD' },
        { param: 'idempotencyKey', code: 'ERROR_REQUIRED' },
      ],
    };
    expect(readCheckoutRefusal(refusal, 1)).toEqual({
      kind: 'fields',
      fields: [
        { param: 'billingAddress.postcode', code: 'ERROR_POSTCODE' },
        { param: 'payment', code: 'ERROR_PAYMENT_METHOD' },
      ],
    });
  });

  it('falls back to the generic failure when the answer is not a shop refusal', () => {
    expect(readCheckoutRefusal(null, 1)).toEqual({ kind: 'alert', id: 'ERROR_CHECKOUT_FAILED' });
    expect(readCheckoutRefusal({ code: 'boom' }, 1)).toEqual({ kind: 'alert', id: 'ERROR_CHECKOUT_FAILED' });
    expect(readCheckoutRefusal({ code: 'ERROR_RATE_LIMITED' }, 1)).toEqual({ kind: 'alert', id: 'ERROR_RATE_LIMITED' });
  });
});
