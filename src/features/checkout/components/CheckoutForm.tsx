'use client';
// The checkout form (/cart/checkout): billing address (a signed-in shopper may start from a saved
// one), an optional different shipping address, order notes (those three are CheckoutAddresses.tsx),
// the order review with totals, the offline payment methods and the terms checkbox. It checks itself
// with the same zod schema the server runs, then posts the cart's product ids, options and quantities
// (never its prices) to /api/checkout.
//
// Decisions:
// - One idempotency key per visit to the form, kept across retries: a double click or a retry after a
//   network error makes one order. A refused submission made no order, so the key stays usable.
// - The cart is emptied only once the server answers with the order; then the shopper lands on the
//   order's page, or for a card order the provider's payment page. An empty cart (after the saved
//   cart is read) goes back to /cart.
// - A line that does not fit its vehicle (cart/fit.ts, from GET /api/cart/fits, or as the server's
//   refusal names it) is ordered only once the shopper ticks MisfitConfirm's box.
// - The order is placed only for the total the form showed (expectedTotal): when the shop's total
//   differs, its answer names the new one in the alert, and placing the order again accepts it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { useCurrency } from '@/i18n/currency-context';
import { toMinorUnits } from '@/i18n/currency';
import { useCart } from '@/features/cart/store';
import { useHydrated } from '@/ui/hydrated';
import { LinesNeedAttention } from '@/features/cart/components/LineProblemNote';
import { useLineProblems } from '@/features/cart/components/use-line-problems';
import { useLineFits } from '@/features/cart/components/use-line-fits';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { LineProblem } from '@/features/cart/line-problems';
import { readCheckoutRefusal } from '../refusal';
import type { CountryOption } from '@/server/countries';
import type { SavedAddress } from '../queries';
import type { PaymentMethod } from '@/features/orders/payment';
import { expectedTotal, type ConfirmedTotal } from '../expected-total';
import { checkoutFormSchema, fieldErrors } from '../schema';
import { CheckoutAddresses, useCheckoutAddresses, type CheckoutShopper } from './CheckoutAddresses';
import { OrderReview } from './OrderReview';
import { PaymentMethods } from './PaymentMethods';
import { AcceptTerms } from './AcceptTerms';
import { MISFITS_ID, MisfitConfirm } from './MisfitConfirm';
import { ShopApiError, shopApi, type ApiRefusal } from '@/ui/shop-api';

/** POST /api/checkout's answer: the order's token, and where to pay when the method is a card. */
type PlacedOrder = { order?: { token?: unknown }; payUrl?: unknown };

type Props = {
  countries: CountryOption[];
  saved: SavedAddress[];
  user: CheckoutShopper;
  /** The payment methods on offer now, in the order shown; the first is chosen to begin with. */
  methods: readonly PaymentMethod[];
};
/** A message id, or a message the server has already written in the shopper's language. */
type AlertText = { id: string } | { text: string };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-key`;

export function CheckoutForm({ countries, saved, user, methods }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const { currency } = useCurrency();
  const hydrated = useHydrated(useCart);
  const cart = useCart((s) => s.cart);
  const clearCart = useCart((s) => s.clear);

  const addresses = useCheckoutAddresses(saved, user);
  const { billing, shipElsewhere, shipping } = addresses;
  const [notes, setNotes] = useState('');
  const [payment, setPayment] = useState<PaymentMethod>(methods[0] ?? 'bank');
  const [terms, setTerms] = useState(false);
  const [acceptMisfits, setAcceptMisfits] = useState(false);
  /** The line the server found not to fit, when the browser had not known it. */
  const [refusedFit, setRefusedFit] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<AlertText | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedTotal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const placed = useRef(false);
  const key = useRef<string>('');
  const alertRef = useRef<HTMLDivElement>(null);
  const checked = useLineProblems(cart.items, hydrated);
  // Lines the server refused when the order was placed, beside those the shop's current data flags.
  // A changed cart is judged afresh: the refusal was about the cart as it was.
  const [refused, setRefused] = useState<{ items: typeof cart.items; lines: Map<number, LineProblem> } | null>(null);
  const problems = new Map([...checked, ...(refused?.items === cart.items ? refused.lines : [])]);
  const attention = cart.items.filter((i) => problems.has(i.id)).map((i) => localize(i.product.name, locale as Locale));
  const fits = useLineFits(cart.items, hydrated);
  const misfits = cart.items.filter((i) => fits.get(i.id)?.fit === 'does-not-fit' || i.id === refusedFit);

  useEffect(() => {
    if (hydrated && cart.items.length === 0 && !placed.current) router.replace('/cart');
  }, [hydrated, cart.items.length, router]);

  if (!hydrated || cart.items.length === 0) return <div className="h-96 animate-pulse rounded-md bg-surface" aria-busy="true" />;

  const showErrors = (list: { param: string; code: string }[]) => {
    const map = Object.fromEntries(list.map((e) => [e.param, e.code]));
    setErrors(map);
    const first = list.find((e) => document.getElementById(e.param.replace('.', '-')));
    if (first) document.getElementById(first.param.replace('.', '-'))?.focus();
    return map;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setAlert(null);
    if (attention.length) {
      requestAnimationFrame(() => document.getElementById('checkout-attention')?.focus());
      return;
    }
    const form = {
      billingAddress: billing,
      shipToDifferentAddress: shipElsewhere,
      shippingAddress: shipElsewhere ? shipping : undefined,
      notes,
      payment,
      acceptTerms: terms,
    };
    const checked = checkoutFormSchema.safeParse(form);
    if (!checked.success) {
      showErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    if (misfits.length && !acceptMisfits) {
      showErrors([{ param: MISFITS_ID, code: 'ERROR_CHECKOUT_CONFIRM_MISFITS' }]);
      return;
    }
    setSubmitting(true);
    key.current ||= newKey();
    // Exactly the figure OrderReview shows as the total (Price: formatPrice, i.e. toMinorUnits at the rate).
    const shown = toMinorUnits(cart.total, currency.rate);
    try {
      let placedOrder: PlacedOrder | null = null;
      let error: ApiRefusal | null = null;
      try {
        placedOrder = await shopApi<PlacedOrder>('/api/checkout', {
          json: {
            ...form,
            idempotencyKey: key.current,
            locale,
            currency: currency.code,
            expectedTotal: expectedTotal(shown, currency.code, confirmed),
            acceptMisfits: misfits.length > 0 && acceptMisfits,
            items: cart.items.map((i) => ({
              productId: i.product.id,
              options: i.options,
              quantity: i.quantity,
              vehicleId: i.vehicle?.id ?? null,
            })),
          },
        });
      } catch (e) {
        if (!(e instanceof ShopApiError)) throw e;
        error = e.refusal;
      }
      const token = placedOrder?.order?.token;
      if (typeof token === 'string' && token) {
        placed.current = true;
        clearCart();
        if (typeof placedOrder?.payUrl === 'string') window.location.assign(placedOrder.payUrl);
        else router.push(`/cart/checkout/${token}`);
        return;
      }
      const refusal = readCheckoutRefusal(error, cart.items.length);
      if (refusal.kind === 'new-total') {
        setConfirmed({ shown, currency: currency.code, amount: refusal.amount });
        setAlert({ text: refusal.message });
        requestAnimationFrame(() => alertRef.current?.focus());
      } else if (refusal.kind === 'misfit') {
        setRefusedFit(cart.items[refusal.line]!.id);
        requestAnimationFrame(() => showErrors([{ param: MISFITS_ID, code: refusal.code }]));
      } else if (refusal.kind === 'line') {
        setRefused({ items: cart.items, lines: new Map([[cart.items[refusal.line]!.id, refusal.problem]]) });
        requestAnimationFrame(() => document.getElementById('checkout-attention')?.focus());
      } else if (refusal.kind === 'fields') showErrors(refusal.fields);
      else {
        setAlert({ id: refusal.id });
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } catch {
      setAlert({ id: 'ERROR_CHECKOUT_FAILED' });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
    setSubmitting(false);
  };

  const legend = 'text-xl font-semibold text-ink';
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]"
      data-testid="checkout-form"
    >
      <div className="space-y-8">
        <CheckoutAddresses addresses={addresses} saved={saved} countries={countries} errors={errors} notes={notes} onNotes={setNotes} />
      </div>

      <div className="rounded-md border border-line p-5 md:p-7 lg:sticky lg:top-4">
        <h2 className={legend}>{t('HEADER_YOUR_ORDER')}</h2>
        <OrderReview cart={cart} problems={problems} fits={fits} />

        <PaymentMethods methods={methods} value={payment} error={errors.payment} onChange={setPayment} />

        <MisfitConfirm lines={misfits} checked={acceptMisfits} error={errors[MISFITS_ID]} onChange={setAcceptMisfits} />
        <AcceptTerms checked={terms} error={errors.acceptTerms} onChange={setTerms} />

        <div className="mt-5 empty:hidden">
          <LinesNeedAttention id="checkout-attention" names={attention}>
            {' '}
            <Link href="/cart" className="font-semibold underline underline-offset-2">
              {t('BUTTON_VIEW_CART')}
            </Link>
          </LinesNeedAttention>
        </div>

        {alert && (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="mt-5 rounded border border-brand/40 bg-brand/5 px-4 py-3 text-sm text-brand-dark outline-none"
            data-testid="checkout-alert"
          >
            {'text' in alert ? alert.text : t(alert.id)}
          </div>
        )}

        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
          className="mt-6 flex h-12 w-full items-center justify-center gap-2 rounded bg-brand px-5 text-base font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-70"
        >
          {submitting && <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden />}
          {t('BUTTON_PLACE_ORDER')}
        </button>
      </div>
    </form>
  );
}
