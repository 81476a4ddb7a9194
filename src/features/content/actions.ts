'use server';
// Mutations of the content feature: the newsletter subscription (footer form, useActionState).
import { getTranslations } from 'next-intl/server';
import { db } from '@/db/client';
import type { NewsletterState } from './model';
import { newsletterSchema } from './schema';

/**
 * Subscribes an email address to the newsletter. Answers with a translated confirmation, or a
 * translated error and the typed value. Subscribing an address twice is a confirmation too.
 */
export async function subscribeToNewsletter(_prev: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const raw = { email: String(formData.get('email') ?? ''), locale: String(formData.get('locale') ?? 'en') };
  const parsed = newsletterSchema.safeParse(raw);
  const t = await getTranslations({ locale: parsed.success ? parsed.data.locale : newsletterSchema.shape.locale.parse(raw.locale) });
  if (!parsed.success) return { status: 'error', message: t('ERROR_FORM_INCORRECT_EMAIL'), email: raw.email.slice(0, 254) };
  try {
    await db().$client.query(
      'INSERT INTO newsletter_subscribers (email, locale) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
      [parsed.data.email, parsed.data.locale],
    );
  } catch (e) {
    console.error('[newsletter] subscribe failed', e instanceof Error ? e.message : e);
    return { status: 'error', message: t('ERROR_NEWSLETTER_FAILED'), email: raw.email };
  }
  return { status: 'subscribed', message: t('TEXT_NEWSLETTER_SUBSCRIBED') };
}
