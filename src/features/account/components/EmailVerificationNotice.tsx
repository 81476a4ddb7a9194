'use client';
// The dashboard's notices about the account's email: the answer to a verification link just opened
// (confirmed, expired, invalid), and while the address is unconfirmed a short note with "Send the
// link again" (Better Auth's /send-verification-email, limited per account and per address).
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { FormState } from '../actions';
import type { VerificationNotice } from '../email-links';
import { resendVerification } from '../recovery-actions';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

type Props = { email: string; verified: boolean; notice: VerificationNotice | null };

export function EmailVerificationNotice({ email, verified, notice }: Props) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(resendVerification, { status: 'idle' } as FormState);
  // The address reads left to right inside an Arabic sentence too (Unicode isolates).
  const isolated = `\u2068${state.values?.email ?? email}\u2069`;
  const answer = state.status === 'saved' && state.notice ? t(state.notice, { email: isolated }) : null;
  // "Confirmed" only when it is (not for a hand-typed ?verified=1); once confirmed, a stale link's
  // "expired" would only confuse.
  const shown = notice && (notice.tone === 'success') === verified ? notice : null;
  if (!shown && verified) return null;
  return (
    <div className="mb-6 space-y-4" data-testid="email-verification">
      {shown && <Alert tone={shown.tone}>{t(shown.message)}</Alert>}
      {!verified && (
        <section
          aria-labelledby="email-unverified"
          className="flex flex-wrap items-center justify-between gap-4 rounded-md border border-line bg-white px-5 py-4"
          data-testid="email-unverified"
        >
          <div className="min-w-0 flex-1 basis-72">
            <h2 id="email-unverified" className="font-semibold text-ink">
              {t('TEXT_EMAIL_NOT_VERIFIED')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('TEXT_EMAIL_NOT_VERIFIED_HINT', { email: `\u2068${email}\u2069` })}</p>
          </div>
          <form action={formAction}>
            <Button type="submit" variant="secondary" size="sm" pending={pending}>
              {t('BUTTON_RESEND_VERIFICATION')}
            </Button>
          </form>
          {(answer || state.alert) && (
            <div className="basis-full">{answer ? <Alert tone="success">{answer}</Alert> : <Alert>{t(state.alert!)}</Alert>}</div>
          )}
        </section>
      )}
    </div>
  );
}
