// The demo accounts in demo mode (config.demoMode), the same ones the seed makes: the shopper's
// credentials pre-fill the sign-in forms; the admin's are shown on the sign-in page.
import { DEMO_ADMIN, DEMO_USER } from '@/seed/content';

export const demoCredentials = { email: DEMO_USER.email, password: DEMO_USER.password };
export const demoAdminCredentials = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
