'use client';
// The sign-up form beside the sign-in form: email, password (at least 6 characters) and its repeat.
import { useTranslations } from 'next-intl';
import { signUp } from '../actions';
import { MIN_PASSWORD } from '../model';
import { signUpSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

export function SignUpForm({ next }: { next: string }) {
  const t = useTranslations();
  const { formAction, pending, onSubmit, error, alert, value } = useAccountForm(signUp, signUpSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sign-up-form">
      <input type="hidden" name="next" value={next} />
      <Alert>{alert}</Alert>
      <TextField
        id="sign-up-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('INPUT_EMAIL_ADDRESS')}
        placeholder={t('INPUT_EMAIL_PLACEHOLDER')}
        defaultValue={value('email') ?? ''}
        error={error('email')}
      />
      <TextField
        id="sign-up-password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        label={t('INPUT_PASSWORD')}
        placeholder={t('INPUT_PASSWORD_PLACEHOLDER')}
        error={error('password')}
      />
      <TextField
        id="sign-up-confirm"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('INPUT_PASSWORD_REPEAT')}
        placeholder={t('INPUT_PASSWORD_REPEAT_PLACEHOLDER')}
        error={error('confirmPassword')}
      />
      <Button type="submit" pending={pending}>
        {t('BUTTON_REGISTER')}
      </Button>
    </form>
  );
}
