'use client';
// The contact form: name, email, optional subject, message. Posts to the server action (works as a
// plain form before JavaScript loads); errors appear beside their fields, in the page's language.
import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { Field, Textarea, TextField } from '@/ui/Field';
import { sendContactForm } from '../../actions';
import { CONTACT_IDLE, CONTACT_LIMITS, NEWSLETTER_EMAIL_MAX, type ContactField } from '../../model';

export function ContactForm() {
  const t = useTranslations();
  const locale = useLocale();
  const [state, action, pending] = useActionState(sendContactForm, CONTACT_IDLE);
  const sent = state.status === 'sent';
  const field = (name: ContactField) => ({ id: `contact-${name}`, error: state.fieldErrors?.[name] });
  const value = (name: ContactField) => ({ name, defaultValue: sent ? '' : (state.values?.[name] ?? '') });
  return (
    // The key resets the uncontrolled fields after a successful send.
    <form key={sent ? 'sent' : 'editing'} action={action} noValidate className="grid gap-5 sm:grid-cols-2" data-testid="contact-form">
      <input type="hidden" name="locale" value={locale} />
      <TextField
        {...field('name')}
        {...value('name')}
        label={t('INPUT_YOUR_NAME')}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
      />
      <TextField
        {...field('email')}
        {...value('email')}
        label={t('INPUT_EMAIL_ADDRESS')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={NEWSLETTER_EMAIL_MAX}
      />
      <TextField
        {...field('subject')}
        {...value('subject')}
        label={t('INPUT_SUBJECT')}
        optional
        maxLength={CONTACT_LIMITS.subject}
        fieldClassName="sm:col-span-2"
      />
      <Field {...field('message')} label={t('INPUT_MESSAGE')} required className="sm:col-span-2">
        {(control) => <Textarea {...control} {...value('message')} rows={6} maxLength={CONTACT_LIMITS.message} />}
      </Field>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" pending={pending} className="px-7 font-semibold">
          {t(pending ? 'BUTTON_SENDING' : 'BUTTON_SEND_MESSAGE')}
        </Button>
        <p
          role="status"
          aria-live="polite"
          data-status={state.status}
          data-testid="contact-status"
          className={`min-h-5 flex-1 text-[15px] ${sent ? 'font-medium text-fit' : 'text-nofit'}`}
        >
          {state.message}
        </p>
      </div>
    </form>
  );
}
