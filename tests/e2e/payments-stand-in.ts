// Where the journeys' Stripe stand-in listens, and the keys the shop under test is given for it.
const shopPort = Number(process.env.E2E_PORT ?? 3100);

export const STRIPE_STAND_IN_PORT = shopPort + 1000;
export const STRIPE_STAND_IN_SECRET = 'whsec_axle_e2e';
export const STRIPE_STAND_IN_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_axle_e2e',
  STRIPE_WEBHOOK_SECRET: STRIPE_STAND_IN_SECRET,
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`,
};
