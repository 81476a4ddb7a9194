// The reset page without a usable token (none, malformed, used or expired): what happened and the
// way to ask for a new link. A page, not an error: the person only followed an old email.
import { useTranslations } from 'next-intl';
import { Alert } from '@/ui/Alert';
import { ButtonLink } from '@/ui/Button';

export function InvalidResetLink() {
  const t = useTranslations();
  return (
    <div className="max-w-xl space-y-5" data-testid="reset-link-invalid">
      <Alert>{t('ERROR_RESET_LINK_INVALID')}</Alert>
      <ButtonLink href="/account/forgot-password">{t('LINK_REQUEST_NEW_RESET_LINK')}</ButtonLink>
    </div>
  );
}
