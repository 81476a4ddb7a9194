'use client';
// The reset page's form: the new password and its repeat (the password page's rules), the emailed
// token in a hidden field. Success signs the person in and opens the dashboard (the action
// redirects); a token spent or expired meanwhile says so, with the way to ask for a new link.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { resetPassword } from '../recovery-actions';
import { MIN_PASSWORD } from '../model';
import { resetPasswordSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const { state, formAction, pending, onSubmit, error, alert } = useAccountForm(resetPassword, resetPasswordSchema);
  if (state.status === 'saved' && state.notice) {
    return (
      <Alert tone="success" className="max-w-xl">
        {t(state.notice)}{' '}
        <Link href="/account/login" className="font-medium underline">
          {t('LINK_BACK_TO_LOGIN')}
        </Link>
      </Alert>
    );
  }
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" data-testid="reset-password-form">
      <input type="hidden" name="token" value={token} />
      {alert && (
        <Alert>
          {alert}
          {state.alert === 'ERROR_RESET_LINK_INVALID' && (
            <>
              {' '}
              <Link href="/account/forgot-password" className="font-medium underline">
                {t('LINK_REQUEST_NEW_RESET_LINK')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <TextField
        id="reset-password-new"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        label={t('INPUT_PASSWORD_NEW')}
        placeholder={t('INPUT_PASSWORD_NEW_PLACEHOLDER')}
        error={error('newPassword')}
      />
      <TextField
        id="reset-password-confirm"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('INPUT_PASSWORD_REPEAT')}
        placeholder={t('INPUT_PASSWORD_REPEAT_PLACEHOLDER')}
        error={error('confirmPassword')}
      />
      <Button type="submit" pending={pending}>
        {t('BUTTON_RESET_PASSWORD')}
      </Button>
    </form>
  );
}
