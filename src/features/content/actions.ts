'use server';
// Mutations of the content feature: the newsletter subscription (footer and blog sidebar) and the
// contact form, both for useActionState. Every answer is translated in the page's language, but for
// the contact form's field errors: message ids, which the form's fields translate.
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { clientAddress } from '@/features/rate-limits/model';
import { CONTACT_FIELDS, NEWSLETTER_EMAIL_MAX, type ContactField, type ContactState, type NewsletterState } from './model';
import { sendContactMessage, subscribe } from './service';

const requestAddress = async () => clientAddress(await headers());

const localeOf = (formData: FormData) => {
  const l = formData.get('locale');
  return isLocale(l) ? l : 'en';
};

/**
 * Subscribes an email address to the newsletter. Answers with a translated confirmation, or a
 * translated error and the typed value. Subscribing an address twice is a confirmation too.
 */
export async function subscribeToNewsletter(_prev: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const locale = localeOf(formData);
  const email = String(formData.get('email') ?? '');
  const t = await getTranslations({ locale });
  try {
    const result = await subscribe({ email, locale }, await requestAddress());
    if (result.ok) return { status: 'subscribed', message: t('TEXT_NEWSLETTER_SUBSCRIBED') };
    return { status: 'error', message: t(result.reason === 'invalid' ? 'ERROR_FORM_INCORRECT_EMAIL' : 'ERROR_TOO_MANY_REQUESTS'), email: email.slice(0, NEWSLETTER_EMAIL_MAX) };
  } catch (e) {
    console.error('[newsletter] subscribe failed', e instanceof Error ? e.message : e);
    return { status: 'error', message: t('ERROR_NEWSLETTER_FAILED'), email: email.slice(0, NEWSLETTER_EMAIL_MAX) };
  }
}

/** Stores a message of the contact form; field errors come back as message ids, with what was typed. */
export async function sendContactForm(_prev: ContactState, formData: FormData): Promise<ContactState> {
  const t = await getTranslations({ locale: localeOf(formData) });
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(formData.get(f) ?? '').slice(0, 6000)])) as Record<ContactField, string>;
  try {
    const result = await sendContactMessage(values, await requestAddress());
    if (result.ok) return { status: 'sent', message: t('TEXT_CONTACT_MESSAGE_SENT') };
    if (result.reason === 'limited') return { status: 'error', message: t('ERROR_TOO_MANY_REQUESTS'), values };
    return { status: 'error', message: t('ERROR_CONTACT_FORM_INVALID'), fieldErrors: result.fieldErrors, values };
  } catch (e) {
    console.error('[contact] send failed', e instanceof Error ? e.message : e);
    return { status: 'error', message: t('ERROR_CONTACT_FAILED'), values };
  }
}
