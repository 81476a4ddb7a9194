// The emails whose point is one link: a password reset, an address to verify, a newsletter
// subscription to confirm. A greeting, why the email came, the button, until when the link works,
// and what to do when the person did not ask for it. The link is also printed in full, for email
// clients that drop buttons.
import { Link, Text } from '@react-email/components';
import type { LinkMailData, LinkMailKind } from '../model';
import { MUTED, MailButton, MailFrame, paragraph, sides, type MailContext } from './MailFrame';
import { SHOP_NAME } from '../model';

/** Message ids of each link email. */
export const LINK_MAIL_TEXTS: Record<
  LinkMailKind,
  { subject: string; heading: string; intro: string; button: string; ignore: string; reason: string }
> = {
  'password-reset': {
    subject: 'TEXT_EMAIL_PASSWORD_RESET_SUBJECT',
    heading: 'TEXT_EMAIL_PASSWORD_RESET_HEADING',
    intro: 'TEXT_EMAIL_PASSWORD_RESET_INTRO',
    button: 'TEXT_EMAIL_PASSWORD_RESET_BUTTON',
    ignore: 'TEXT_EMAIL_PASSWORD_RESET_IGNORE',
    reason: 'TEXT_EMAIL_FOOTER_REASON_ACCOUNT',
  },
  'email-verification': {
    subject: 'TEXT_EMAIL_VERIFICATION_SUBJECT',
    heading: 'TEXT_EMAIL_VERIFICATION_HEADING',
    intro: 'TEXT_EMAIL_VERIFICATION_INTRO',
    button: 'TEXT_EMAIL_VERIFICATION_BUTTON',
    ignore: 'TEXT_EMAIL_VERIFICATION_IGNORE',
    reason: 'TEXT_EMAIL_FOOTER_REASON_ACCOUNT',
  },
  'newsletter-confirmation': {
    subject: 'TEXT_EMAIL_NEWSLETTER_CONFIRMATION_SUBJECT',
    heading: 'TEXT_EMAIL_NEWSLETTER_CONFIRMATION_HEADING',
    intro: 'TEXT_EMAIL_NEWSLETTER_CONFIRMATION_INTRO',
    button: 'TEXT_EMAIL_NEWSLETTER_CONFIRMATION_BUTTON',
    ignore: 'TEXT_EMAIL_NEWSLETTER_CONFIRMATION_IGNORE',
    reason: 'TEXT_EMAIL_FOOTER_REASON_NEWSLETTER',
  },
};

const untilTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

export function LinkMail({ ctx, kind, link }: { ctx: MailContext; kind: LinkMailKind; link: LinkMailData }) {
  const { t, locale } = ctx;
  const { start } = sides(locale);
  const texts = LINK_MAIL_TEXTS[kind];
  const small = { ...paragraph(start), fontSize: '13px', lineHeight: '20px', color: MUTED };
  return (
    <MailFrame
      ctx={ctx}
      heading={t(texts.heading)}
      preview={t(texts.subject, { shop: SHOP_NAME })}
      reason={t(texts.reason, { shop: SHOP_NAME })}
      unsubscribeUrl={link.unsubscribeUrl}
    >
      <Text style={paragraph(start)}>{link.name ? t('TEXT_EMAIL_GREETING_NAME', { name: link.name }) : t('TEXT_EMAIL_GREETING')}</Text>
      <Text style={paragraph(start)}>{t(texts.intro, { shop: SHOP_NAME })}</Text>
      <MailButton ctx={ctx} href={link.url}>
        {t(texts.button)}
      </MailButton>
      {link.expiresAt && <Text style={small}>{t('TEXT_EMAIL_LINK_EXPIRES', { time: untilTime(link.expiresAt, locale) })}</Text>}
      <Text style={small}>
        {t('TEXT_EMAIL_LINK_COPY')}{' '}
        <Link href={link.url} dir="ltr" style={{ color: MUTED, wordBreak: 'break-all' }}>
          {link.url}
        </Link>
      </Text>
      <Text style={small}>{t(texts.ignore)}</Text>
    </MailFrame>
  );
}
