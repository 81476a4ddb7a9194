// Which card provider the shop takes payments through, read from the environment once per process.
// Stripe is the one built in (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); without them the shop
// offers only its offline methods and the webhook answers 404. A second provider is a file beside
// stripe.ts and a line here.
import type { PaymentProvider } from './provider';
import { stripeConfigFrom, stripeProvider } from './stripe';

let configured: { key: string; provider: PaymentProvider | null } | undefined;

/** The card provider, or null when none is configured. */
export function cardProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  const config = stripeConfigFrom(env);
  const key = JSON.stringify(config);
  if (configured?.key !== key) configured = { key, provider: config ? stripeProvider(config) : null };
  return configured.provider;
}

/** The provider a webhook URL names, when it is the one configured. */
export function providerNamed(id: string): PaymentProvider | null {
  const provider = cardProvider();
  return provider && provider.id === id ? provider : null;
}

export const cardPaymentsEnabled = (): boolean => cardProvider() !== null;
