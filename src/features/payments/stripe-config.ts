// Stripe's settings from the environment, apart from the SDK: every page's footer and the checkout
// ask whether cards are on, and must not load the SDK (some MB of every server process's heap) to
// know it; the SDK loads with the first card payment (providers.ts).

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** Stripe's settings from the environment: both keys set, else null (no card payments). */
export function stripeConfigFrom(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return null;
  const apiUrl = httpUrl(env.STRIPE_API_URL);
  return apiUrl ? { secretKey, webhookSecret, apiUrl } : { secretKey, webhookSecret };
}

function httpUrl(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? text : undefined;
}
