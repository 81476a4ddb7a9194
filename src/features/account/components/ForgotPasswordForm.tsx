'use client';
// "Forgot password?": the account's email, and then the same confirmation whatever the address (an
// unknown one is not told apart: no account enumeration). Asking again sends another link.
import { useTranslations } from 'next-intl';
import { requestPasswordReset } from '../recovery-actions';
import { forgotPasswordSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

export function ForgotPasswordForm() {
  const t = useTranslations();
  const { state, formAction, pending, onSubmit, error, alert, value } = useAccountForm(requestPasswordReset, forgotPasswordSchema);
  const sent = state.status === 'saved' && !pending;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" data-testid="forgot-password-form">
      <Alert>{alert}</Alert>
      {sent && state.notice && (
        <div data-testid="reset-link-sent">
          <Alert tone="success">{t(state.notice)}</Alert>
        </div>
      )}
      <TextField
        id="forgot-password-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('INPUT_EMAIL_ADDRESS')}
        placeholder={t('INPUT_EMAIL_PLACEHOLDER')}
        defaultValue={value('email') ?? ''}
        error={error('email')}
      />
      <Button type="submit" pending={pending}>
        {t(sent ? 'BUTTON_SEND_RESET_LINK_AGAIN' : 'BUTTON_SEND_RESET_LINK')}
      </Button>
    </form>
  );
}
