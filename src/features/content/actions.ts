'use server';
// Mutations of the content feature: the newsletter subscription (footer and blog sidebar) and the
// contact form, both for useActionState, and the unsubscribe page's button. Every answer is
// translated in the page's language, but for the contact form's field errors: message ids, which
// the form's fields translate.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { clientAddress } from '@/features/rate-limits/model';
import {
  CONTACT_FIELDS,
  isNewsletterToken,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterHref,
  type ContactField,
  type ContactState,
  type NewsletterState,
} from './model';
import { sendContactMessage, subscribe, unsubscribe } from './service';
import { log } from '@/server/log';

const requestAddress = async () => clientAddress(await headers());

const localeOf = (formData: FormData) => {
  const l = formData.get('locale');
  return isLocale(l) ? l : 'en';
};

/**
 * Asks for a newsletter subscription (double opt-in). Answers "check your inbox" whatever the
 * address's state, or a translated error and the typed value.
 */
export async function subscribeToNewsletter(_prev: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const locale = localeOf(formData);
  const email = String(formData.get('email') ?? '');
  const t = await getTranslations({ locale });
  try {
    const result = await subscribe({ email, locale }, await requestAddress());
    if (result.ok) return { status: 'subscribed', message: t('TEXT_NEWSLETTER_SUBSCRIBED') };
    return {
      status: 'error',
      message: t(result.reason === 'invalid' ? 'ERROR_FORM_INCORRECT_EMAIL' : 'ERROR_TOO_MANY_REQUESTS'),
      email: email.slice(0, NEWSLETTER_EMAIL_MAX),
    };
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[newsletter] subscribe failed');
    return { status: 'error', message: t('ERROR_NEWSLETTER_FAILED'), email: email.slice(0, NEWSLETTER_EMAIL_MAX) };
  }
}

/** Stores a message of the contact form; field errors come back as message ids, with what was typed. */
export async function sendContactForm(_prev: ContactState, formData: FormData): Promise<ContactState> {
  const t = await getTranslations({ locale: localeOf(formData) });
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(formData.get(f) ?? '').slice(0, 6000)])) as Record<
    ContactField,
    string
  >;
  try {
    const result = await sendContactMessage({ ...values, locale: localeOf(formData) }, await requestAddress());
    if (result.ok) return { status: 'sent', message: t('TEXT_CONTACT_MESSAGE_SENT') };
    if (result.reason === 'limited') return { status: 'error', message: t('ERROR_TOO_MANY_REQUESTS'), values };
    return { status: 'error', message: t('ERROR_CONTACT_FORM_INVALID'), fieldErrors: result.fieldErrors, values };
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[contact] send failed');
    return { status: 'error', message: t('ERROR_CONTACT_FAILED'), values };
  }
}

/**
 * The unsubscribe page's button (a POST, so a mail scanner opening the link changes nothing). Then
 * back to the page, which shows the subscription's new state (or that the link is not valid). The
 * address gains `done=1`, which the page ignores: without JavaScript the browser loads it as a
 * document, and the page cache may hold the copy from before the press under the plain address.
 */
export async function unsubscribeFromNewsletter(formData: FormData): Promise<never> {
  const token = formData.get('token');
  if (isNewsletterToken(token)) await unsubscribe(token);
  redirect(`${newsletterHref(localeOf(formData), NEWSLETTER_UNSUBSCRIBE_PATH, isNewsletterToken(token) ? token : '')}&done=1`);
}
