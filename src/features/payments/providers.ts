// Which card provider the shop takes payments through, read from the environment. Stripe is the one
// built in (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); without them the shop offers only its
// offline methods and the webhook answers 404. A second provider is a file beside stripe.ts and a
// line here. Whether cards are on is answered from the settings alone; the provider's SDK is loaded
// with the first payment that needs it, so pages that only show the methods never carry it.
import type { PaymentProvider } from './provider';
import { stripeConfigFrom } from './stripe-config';

let configured: { key: string; provider: Promise<PaymentProvider> } | undefined;

/** The card provider, or null when none is configured. */
export async function cardProvider(env: NodeJS.ProcessEnv = process.env): Promise<PaymentProvider | null> {
  const config = stripeConfigFrom(env);
  if (!config) return null;
  const key = JSON.stringify(config);
  if (configured?.key !== key) configured = { key, provider: import('./stripe').then(({ stripeProvider }) => stripeProvider(config)) };
  return configured.provider;
}

/** The provider a webhook URL names, when it is the one configured. */
export async function providerNamed(id: string): Promise<PaymentProvider | null> {
  return id === 'stripe' ? cardProvider() : null;
}

export const cardPaymentsEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => stripeConfigFrom(env) !== null;
