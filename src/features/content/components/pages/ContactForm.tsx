'use client';
// The contact form: name, email, optional subject, message. Posts to the server action (works as a
// plain form before JavaScript loads); errors appear beside their fields, in the page's language.
import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { sendContactForm } from '../../actions';
import { CONTACT_IDLE, CONTACT_LIMITS, NEWSLETTER_EMAIL_MAX, type ContactField } from '../../model';

const input = 'w-full rounded-md border bg-white px-4 text-[15px] text-ink outline-none transition-colors placeholder:text-muted focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/30';

export function ContactForm() {
  const t = useTranslations();
  const locale = useLocale();
  const [state, action, pending] = useActionState(sendContactForm, CONTACT_IDLE);
  const sent = state.status === 'sent';
  const field = (name: ContactField) => {
    const error = state.fieldErrors?.[name];
    return {
      id: `contact-${name}`,
      name,
      defaultValue: sent ? '' : (state.values?.[name] ?? ''),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
      className: `${input} ${error ? 'border-nofit' : 'border-line'}`,
    } as const;
  };
  const error = (name: ContactField) =>
    state.fieldErrors?.[name] ? <p id={`contact-${name}-error`} className="mt-1.5 text-sm text-nofit">{state.fieldErrors[name]}</p> : null;
  const label = (name: ContactField, id: Parameters<typeof t>[0], optional = false) => (
    <label htmlFor={`contact-${name}`} className="mb-1.5 block text-sm font-medium text-ink">
      {t(id)}
      {optional ? <span className="ms-1 font-normal text-muted">({t('TEXT_OPTIONAL')})</span> : <span aria-hidden className="ms-0.5 text-brand">*</span>}
    </label>
  );
  return (
    // The key resets the uncontrolled fields after a successful send.
    <form key={sent ? 'sent' : 'editing'} action={action} noValidate className="grid gap-5 sm:grid-cols-2" data-testid="contact-form">
      <input type="hidden" name="locale" value={locale} />
      <div>
        {label('name', 'INPUT_YOUR_NAME')}
        <input {...field('name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} className={`${field('name').className} h-11`} />
        {error('name')}
      </div>
      <div>
        {label('email', 'INPUT_EMAIL_ADDRESS')}
        <input {...field('email')} type="email" inputMode="email" autoComplete="email" maxLength={NEWSLETTER_EMAIL_MAX} className={`${field('email').className} h-11`} />
        {error('email')}
      </div>
      <div className="sm:col-span-2">
        {label('subject', 'INPUT_SUBJECT', true)}
        <input {...field('subject')} maxLength={CONTACT_LIMITS.subject} className={`${field('subject').className} h-11`} />
        {error('subject')}
      </div>
      <div className="sm:col-span-2">
        {label('message', 'INPUT_MESSAGE')}
        <textarea {...field('message')} rows={6} maxLength={CONTACT_LIMITS.message} className={`${field('message').className} resize-y py-3`} />
        {error('message')}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={pending} className="h-11 rounded-md bg-brand px-7 text-[15px] font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-80">
          {t(pending ? 'BUTTON_SENDING' : 'BUTTON_SEND_MESSAGE')}
        </button>
        <p role="status" aria-live="polite" data-status={state.status} data-testid="contact-status" className={`min-h-5 flex-1 text-[15px] ${sent ? 'font-medium text-fit' : 'text-nofit'}`}>
          {state.message}
        </p>
      </div>
    </form>
  );
}
