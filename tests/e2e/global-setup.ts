// Before the journeys: a stand-in for Stripe's API and hosted payment page on 127.0.0.1 (the machine
// reaches no payment provider), on the port the shop under test was told (STRIPE_API_URL in
// playwright.config.ts). A shop started by hand for E2E_REUSE must be given the same STRIPE_* values.
import { startStripeStandIn } from '../support/stripe-stand-in';
import { STRIPE_STAND_IN_PORT, STRIPE_STAND_IN_SECRET } from './payments-stand-in';

export default async function globalSetup() {
  const standIn = await startStripeStandIn({ port: STRIPE_STAND_IN_PORT, webhookSecret: STRIPE_STAND_IN_SECRET });
  return () => standIn.close();
}
