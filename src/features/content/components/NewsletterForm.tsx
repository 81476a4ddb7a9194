'use client';
// The newsletter form: a labelled email field and a submit button posting to the server action.
// It works before JavaScript loads (a plain form post); with it, the answer appears in place. The
// browser's own validation is off so every message is the shop's, in the page's language.
import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { subscribeToNewsletter } from '../actions';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_IDLE } from '../model';

/** `idPrefix` keeps element ids unique when a page shows the form twice (footer and blog sidebar). */
export function NewsletterForm({
  tone = 'dark',
  idPrefix = 'newsletter',
  stacked = false,
}: {
  tone?: 'dark' | 'light';
  idPrefix?: string;
  stacked?: boolean;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(subscribeToNewsletter, NEWSLETTER_IDLE);
  const invalid = state.status === 'error';
  const dark = tone === 'dark';
  return (
    <form action={formAction} noValidate className="w-full" data-testid={`${idPrefix}-form`}>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${idPrefix}-email`} className={`mb-2 block text-sm font-medium ${dark ? 'text-white' : 'text-ink'}`}>
        {t('INPUT_EMAIL_ADDRESS')}
      </label>
      <div className={`flex flex-col gap-2 ${stacked ? '' : 'min-[400px]:flex-row'}`}>
        <input
          key={state.status === 'subscribed' ? 'done' : 'editing'}
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={NEWSLETTER_EMAIL_MAX}
          required
          placeholder={t('INPUT_EMAIL_PLACEHOLDER')}
          defaultValue={state.status === 'error' ? state.email : ''}
          aria-invalid={invalid || undefined}
          aria-describedby={`${idPrefix}-status`}
          className={`newsletter-input focus-visible:border-brand ${
            dark
              ? 'border-white/15 bg-white/10 text-white placeholder:text-white/60'
              : 'border-line bg-white text-ink placeholder:text-muted'
          } ${invalid ? 'border-[#ff6b6b]' : ''}`}
        />
        <button type="submit" disabled={pending} className="newsletter-submit">
          {t(pending ? 'BUTTON_SUBSCRIBING' : 'BUTTON_SUBSCRIBE')}
        </button>
      </div>
      <p
        id={`${idPrefix}-status`}
        role="status"
        aria-live="polite"
        data-status={state.status}
        className={`mt-2 min-h-5 text-sm ${state.status === 'error' ? (dark ? 'text-[#ff9b9b]' : 'text-nofit') : dark ? 'text-[#7ee2a0]' : 'text-fit'}`}
      >
        {state.message}
      </p>
    </form>
  );
}
