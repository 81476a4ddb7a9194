'use client';
// Profile: first and last name, email (unique among accounts), phone. Saving refreshes the page's
// server data, so the header's account menu shows the new name and email at once. A new email is
// unconfirmed until its owner opens the link sent to it: the saved message says where it went.
import { useTranslations } from 'next-intl';
import { saveProfile } from '../actions';
import type { CurrentUser } from '../model';
import { profileSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations();
  const { state, formAction, pending, onSubmit, error, alert, value } = useAccountForm(saveProfile, profileSchema);
  const v = (k: keyof CurrentUser) => value(k) ?? user[k] ?? '';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" data-testid="profile-form">
      <Alert>{alert}</Alert>
      {state.status === 'saved' && !pending && (
        <Alert tone="success">{t(state.notice ?? 'TEXT_PROFILE_SAVED', { email: `\u2068${value('email') ?? user.email}\u2069` })}</Alert>
      )}
      <TextField
        id="profile-first-name"
        name="firstName"
        autoComplete="given-name"
        label={t('INPUT_FIRST_NAME')}
        placeholder={t('INPUT_FIRST_NAME_PLACEHOLDER')}
        defaultValue={v('firstName')}
        error={error('firstName')}
      />
      <TextField
        id="profile-last-name"
        name="lastName"
        autoComplete="family-name"
        label={t('INPUT_LAST_NAME')}
        placeholder={t('INPUT_LAST_NAME_PLACEHOLDER')}
        defaultValue={v('lastName')}
        error={error('lastName')}
      />
      <TextField
        id="profile-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('INPUT_EMAIL_ADDRESS')}
        placeholder={t('INPUT_EMAIL_PLACEHOLDER')}
        defaultValue={v('email')}
        error={error('email')}
      />
      <TextField
        id="profile-phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('INPUT_PHONE_NUMBER')}
        optional
        placeholder={t('INPUT_PHONE_NUMBER_PLACEHOLDER')}
        defaultValue={v('phone')}
        error={error('phone')}
      />
      <Button type="submit" pending={pending}>
        {t('BUTTON_SAVE')}
      </Button>
    </form>
  );
}
