// One email of the outbox: where it stands (status, attempts, next attempt, last error, when it
// left and as what) and the email itself as the customer gets it — subject, the HTML in a sandboxed
// frame (srcdoc: no scripts, no access to the admin's page) and the plain-text part. The preview is
// in the customer's language by default and in any shop language on request (`preview`), right to
// left for Arabic. Data that no longer renders is said so, never a 500. A password reset or address
// verification that went out by SMTP shows its link without the token (model.ts previewContent). A
// failed email can be tried again (actions.ts).
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { directionOf, isLocale, locales, type Locale } from '@/i18n/routing';
import { Code } from '@/ui/Code';
import { Alert } from '@/ui/Alert';
import { db } from '@/db/client';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { staffTime } from '@/features/admin/model';
import { adminButton } from '@/ui/admin-styles';
import { retryEmail } from '../actions';
import { mailContent, previewContent } from '../model';
import { readMailShop } from '../outbox';
import type { OutboxRow } from '../queries';
import { renderMail, type RenderedMail } from '../render';
import { MailStatusBadge } from './MailStatusBadge';
import { kindLabel } from './OutboxList';

type Props = { email: OutboxRow & { data: unknown }; preview: Locale | null };

async function rendered(email: Props['email'], locale: Locale): Promise<RenderedMail | null> {
  const content = mailContent(email.kind, email.data);
  if (!content) return null;
  return renderMail(previewContent(content, email.status), locale, await readMailShop(db()));
}

export async function OutboxEmail({ email, preview }: Props) {
  const t = await getTranslations();
  const locale = await getLocale();
  const own = isLocale(email.locale) ? email.locale : 'en';
  const shown = preview ?? own;
  const mail = await rendered(email, shown);
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <>
      <AdminHeading
        title={kindLabel(t, email.kind)}
        lead={
          <Link href="/admin/outbox" className="underline-offset-4 hover:text-brand hover:underline">
            {t('LINK_ADMIN_OUTBOX_ALL')}
          </Link>
        }
      />
      <dl className="grid gap-x-6 gap-y-4 rounded-md border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        {fact(t('TABLE_ADMIN_EMAIL_STATUS'), <MailStatusBadge status={email.status} />)}
        {fact(t('TABLE_ADMIN_EMAIL_RECIPIENT'), <Code>{email.recipient}</Code>, 'email-recipient')}
        {fact(t('TEXT_ADMIN_EMAIL_LANGUAGE'), languages.of(own) ?? own)}
        {fact(t('TABLE_ADMIN_EMAIL_ATTEMPTS'), email.attempts)}
        {fact(t('TABLE_ADMIN_EMAIL_CREATED'), staffTime(email.createdAt, locale, true))}
        {email.status === 'pending' && fact(t('TEXT_ADMIN_EMAIL_NEXT_ATTEMPT'), staffTime(email.nextAttemptAt, locale, true))}
        {email.sentAt && fact(t('TEXT_ADMIN_EMAIL_SENT_AT'), staffTime(email.sentAt, locale, true))}
        {email.sentAs && fact(t('TEXT_ADMIN_EMAIL_SENT_AS'), <Code>{email.sentAs}</Code>)}
        {email.status === 'failed' && (
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <form action={retryEmail}>
              <input type="hidden" name="id" value={email.id} />
              <button type="submit" className={adminButton} data-testid="email-retry">
                {t('BUTTON_ADMIN_EMAIL_RETRY')}
              </button>
            </form>
          </div>
        )}
        {email.lastError && (
          <div className="sm:col-span-2 lg:col-span-4">
            {fact(t('TABLE_ADMIN_EMAIL_LAST_ERROR'), <span className="text-[#9b1c1c]">{email.lastError}</span>, 'email-error')}
          </div>
        )}
      </dl>

      <section aria-labelledby="email-preview" className="mt-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="email-preview" className="text-lg font-semibold text-ink">
            {t('HEADER_ADMIN_EMAIL_PREVIEW')}
          </h2>
          <nav aria-label={t('TEXT_ADMIN_EMAIL_PREVIEW_IN')} className="flex items-center gap-1 text-sm">
            <span className="me-2 text-muted">{t('TEXT_ADMIN_EMAIL_PREVIEW_IN')}:</span>
            {locales.map((l) => (
              <Link
                key={l}
                href={`/admin/outbox/${email.id}${l === own ? '' : `?preview=${l}`}`}
                lang={l}
                aria-current={l === shown ? 'true' : undefined}
                className={`rounded-md px-3 py-1.5 ${l === shown ? 'bg-ink text-white' : 'border border-line bg-white text-ink hover:border-ink/40'}`}
                data-testid={`preview-${l}`}
              >
                {new Intl.DisplayNames([l], { type: 'language' }).of(l)}
              </Link>
            ))}
          </nav>
        </div>
        {!mail ? (
          <Alert tone="error">{t('TEXT_ADMIN_EMAIL_UNREADABLE')}</Alert>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink">
              <span className="font-medium">{t('TEXT_ADMIN_EMAIL_SUBJECT')}:</span>{' '}
              <bdi lang={shown} dir={directionOf(shown)} data-testid="email-subject">
                {mail.subject}
              </bdi>
            </p>
            <iframe
              title={t('TEXT_ADMIN_EMAIL_PREVIEW_TITLE', { subject: mail.subject })}
              srcDoc={mail.html}
              sandbox=""
              referrerPolicy="no-referrer"
              className="h-[80vh] min-h-[600px] w-full rounded-md border border-line bg-white"
              data-testid="email-html"
            />
            <h3 className="mt-6 mb-2 text-base font-semibold text-ink">{t('HEADER_ADMIN_EMAIL_TEXT')}</h3>
            <pre
              lang={shown}
              dir={directionOf(shown)}
              className="overflow-x-auto rounded-md border border-line bg-white p-4 text-sm whitespace-pre-wrap text-ink"
              data-testid="email-text"
            >
              {mail.text}
            </pre>
          </>
        )}
      </section>
    </>
  );
}
