'use client';
// Password change: the current password, a new one of at least 6 characters and its repeat. Other
// sessions of the account end; this one stays signed in.
import { useTranslations } from 'next-intl';
import { changePassword } from '../actions';
import { MIN_PASSWORD } from '../model';
import { passwordSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

export function PasswordForm({ changed = false }: { changed?: boolean }) {
  const t = useTranslations();
  const { state, formAction, pending, onSubmit, error, alert } = useAccountForm(changePassword, passwordSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" data-testid="password-form">
      <Alert>{alert}</Alert>
      {changed && state.status === 'idle' && !pending && <Alert tone="success">{t('TEXT_PASSWORD_CHANGED')}</Alert>}
      <TextField
        id="password-current"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('INPUT_PASSWORD_CURRENT')}
        placeholder={t('INPUT_PASSWORD_CURRENT_PLACEHOLDER')}
        error={error('currentPassword')}
      />
      <TextField
        id="password-new"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        label={t('INPUT_PASSWORD_NEW')}
        placeholder={t('INPUT_PASSWORD_NEW_PLACEHOLDER')}
        error={error('newPassword')}
      />
      <TextField
        id="password-confirm"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('INPUT_PASSWORD_REPEAT')}
        placeholder={t('INPUT_PASSWORD_REPEAT_PLACEHOLDER')}
        error={error('confirmPassword')}
      />
      <Button type="submit" pending={pending}>
        {t('BUTTON_CHANGE_PASSWORD')}
      </Button>
    </form>
  );
}
