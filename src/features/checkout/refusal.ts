// What the checkout form does with the shop's refusal of an order (POST /api/checkout's error
// envelope): a changed total to accept, a line that does not fit its vehicle to confirm, a line that
// can no longer be ordered as it is, address or payment fields to mend, or a translated alert.
// Pure, so every refusal the server can give has a tested answer in the form.
import type { ApiRefusal } from '@/ui/shop-api';
import type { LineProblem } from '@/features/cart/line-problems';
import { refusedLineIndex } from './model';

export type CheckoutRefusal =
  /** The shop's total differs from the one shown: its message names the new total, and placing the order again accepts it. */
  | { kind: 'new-total'; amount: number; message: string }
  /** The line at `line` does not fit its vehicle and the shopper has not confirmed it. */
  | { kind: 'misfit'; line: number; code: string }
  /** The line at `line` cannot be ordered as it is. */
  | { kind: 'line'; line: number; problem: LineProblem }
  /** Form fields the server found wrong (the browser's own check missed them). */
  | { kind: 'fields'; fields: { param: string; code: string }[] }
  /** Anything else: an alert with this message id. */
  | { kind: 'alert'; id: string };

const LINE_PROBLEMS: Record<string, LineProblem> = {
  ERROR_CHECKOUT_OPTIONS: 'options',
  ERROR_CHECKOUT_PRODUCT_NOT_FOUND: 'product',
  ERROR_CHECKOUT_OUT_OF_STOCK: 'out-of-stock',
};

const FORM_FIELD = /^(billingAddress|shippingAddress)\.|^(payment|acceptTerms|notes)$/;

/** `lines`: how many lines the refused order had (a line index past them is not believed). */
export function readCheckoutRefusal(error: ApiRefusal | null, lines: number): CheckoutRefusal {
  const code = typeof error?.code === 'string' ? error.code : '';
  const amount = (error?.total as { amount?: unknown } | undefined)?.amount;
  if (code === 'ERROR_CHECKOUT_TOTAL_CHANGED' && typeof amount === 'number' && typeof error?.message === 'string' && error.message)
    return { kind: 'new-total', amount, message: error.message };
  const line = refusedLineIndex(error?.param);
  if (line !== null && line < lines) {
    if (code === 'ERROR_CHECKOUT_PART_DOES_NOT_FIT') return { kind: 'misfit', line, code };
    if (LINE_PROBLEMS[code]) return { kind: 'line', line, problem: LINE_PROBLEMS[code] };
  }
  const fields = (Array.isArray(error?.fields) ? error.fields : []).filter((f) => typeof f?.param === 'string' && FORM_FIELD.test(f.param));
  if (fields.length) return { kind: 'fields', fields };
  return { kind: 'alert', id: code.startsWith('ERROR_') ? code : 'ERROR_CHECKOUT_FAILED' };
}
