// The demo shopper's credentials that pre-fill the sign-in forms in demo mode (config.demoMode), the
// same ones the seed gives the demo account.
import { DEMO_USER } from '@/seed/content';

export const demoCredentials = { email: DEMO_USER.email, password: DEMO_USER.password };
