'use client';
// The sign-in form of the login page and of the header's account menu (section 2): email, password,
// remember me; pre-filled with the demo shopper in demo mode; a loading state while submitting.
// "Forgot password?" beside remember me leads to the reset request page.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { signIn } from '../actions';
import { signInSchema } from '../schema';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Checkbox, TextField } from '@/ui/Field';
import { useAccountForm } from './use-account-form';

type Props = {
  /** Same-site path to return to after signing in. */
  next: string;
  demo?: { email: string; password: string } | null;
  idPrefix?: string;
  compact?: boolean;
};

export function SignInForm({ next, demo, idPrefix = 'sign-in', compact = false }: Props) {
  const t = useTranslations();
  const { formAction, pending, onSubmit, error, alert, value } = useAccountForm(signIn, signInSchema);
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={compact ? 'space-y-3' : 'space-y-4'}
      data-testid={`${idPrefix}-form`}
    >
      <input type="hidden" name="next" value={next} />
      <Alert>{alert}</Alert>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={t('INPUT_EMAIL_ADDRESS')}
        placeholder={t('INPUT_EMAIL_PLACEHOLDER')}
        defaultValue={value('email') ?? demo?.email ?? ''}
        error={error('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('INPUT_PASSWORD')}
        placeholder={t('INPUT_PASSWORD_PLACEHOLDER')}
        defaultValue={demo?.password ?? ''}
        error={error('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Checkbox
          id={`${idPrefix}-remember`}
          name="remember"
          label={t('INPUT_REMEMBER_ME')}
          defaultChecked={value('remember') ? value('remember') === 'on' : true}
        />
        <Link
          href="/account/forgot-password"
          className="text-sm font-medium text-brand hover:underline focus-visible:underline"
          data-testid={`${idPrefix}-forgot-password`}
        >
          {t('LINK_FORGOT_PASSWORD')}
        </Link>
      </div>
      <Button type="submit" pending={pending} className={compact ? 'w-full' : ''}>
        {t('BUTTON_LOGIN')}
      </Button>
    </form>
  );
}
