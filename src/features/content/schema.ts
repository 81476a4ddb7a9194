// Zod schemas for what crosses the network in the content feature (the newsletter and contact
// forms). Error messages are message ids, translated by the action that reports them.
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { CONTACT_LIMITS, NEWSLETTER_EMAIL_MAX } from './model';

const printable = () => z.string().regex(PRINTABLE_TEXT, FORM_CONTROL_CHARACTERS);

export const newsletterSchema = z.object({
  email: printable().trim().toLowerCase().max(NEWSLETTER_EMAIL_MAX).pipe(z.email()),
  /** The page's language, remembered with the subscription; unknown values fall back to English. */
  locale: z.enum(locales).catch('en'),
});

const required = (max: number, tooLong: string) => printable().trim().min(1, 'ERROR_FORM_REQUIRED').max(max, tooLong);

export const contactSchema = z.object({
  name: required(CONTACT_LIMITS.name, 'ERROR_FORM_TOO_LONG'),
  email: printable()
    .trim()
    .min(1, 'ERROR_FORM_REQUIRED')
    .max(NEWSLETTER_EMAIL_MAX, 'ERROR_FORM_INCORRECT_EMAIL')
    .pipe(z.email('ERROR_FORM_INCORRECT_EMAIL')),
  subject: printable().trim().max(CONTACT_LIMITS.subject, 'ERROR_FORM_TOO_LONG').default(''),
  message: required(CONTACT_LIMITS.message, 'ERROR_FORM_TOO_LONG').pipe(
    z.string().min(CONTACT_LIMITS.messageMin, 'ERROR_CONTACT_MESSAGE_TOO_SHORT'),
  ),
  /** The page's language: the acknowledgement's. Unknown values fall back to English. */
  locale: z.enum(locales).catch('en'),
});
