// Zod schemas for what crosses the network in the content feature (the newsletter form).
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { NEWSLETTER_EMAIL_MAX } from './model';

export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(NEWSLETTER_EMAIL_MAX).pipe(z.email()),
  /** The page's language, remembered with the subscription; unknown values fall back to English. */
  locale: z.enum(locales).catch('en'),
});
