// The contact form's two emails: the acknowledgement to the sender (with a copy of what they wrote)
// and the message itself to the shop's inbox address (the worker sets its Reply-To to the sender,
// so the owner answers with their email client's Reply).
import { Section, Text } from '@react-email/components';
import type { ContactMailData, ContactMailKind } from '../model';
import { SHOP_NAME } from '../model';
import { INK, LINE, MUTED, MailButton, MailFrame, paragraph, sectionTitle, shopUrl, sides, type MailContext } from './MailFrame';

export const CONTACT_MAIL_TEXTS: Record<ContactMailKind, { subject: string; heading: string; intro: string; reason: string }> = {
  'contact-acknowledgement': {
    subject: 'TEXT_EMAIL_CONTACT_ACKNOWLEDGEMENT_SUBJECT',
    heading: 'TEXT_EMAIL_CONTACT_ACKNOWLEDGEMENT_HEADING',
    intro: 'TEXT_EMAIL_CONTACT_ACKNOWLEDGEMENT_INTRO',
    reason: 'TEXT_EMAIL_FOOTER_REASON_CONTACT',
  },
  'contact-message': {
    subject: 'TEXT_EMAIL_CONTACT_MESSAGE_SUBJECT',
    heading: 'TEXT_EMAIL_CONTACT_MESSAGE_HEADING',
    intro: 'TEXT_EMAIL_CONTACT_MESSAGE_INTRO',
    reason: 'TEXT_EMAIL_FOOTER_REASON_SHOP',
  },
};

/** The values every contact email's texts may use. */
export const contactValues = (message: ContactMailData) => ({
  shop: SHOP_NAME,
  name: message.name,
  subject: message.subject || '—',
  id: message.id,
});

export function ContactMail({ ctx, kind, message }: { ctx: MailContext; kind: ContactMailKind; message: ContactMailData }) {
  const { t, locale } = ctx;
  const { start } = sides(locale);
  const texts = CONTACT_MAIL_TEXTS[kind];
  const values = contactValues(message);
  const label = {
    ...paragraph(start),
    margin: '0',
    fontSize: '12px',
    lineHeight: '18px',
    color: MUTED,
    textTransform: 'uppercase' as const,
  };
  const value = { ...paragraph(start), margin: '0 0 10px' };
  const fact = (title: string, text: string, dir: 'auto' | 'ltr' = 'auto') => (
    <>
      <Text style={label}>{title}</Text>
      <Text style={value}>
        <bdi dir={dir}>{text}</bdi>
      </Text>
    </>
  );
  return (
    <MailFrame ctx={ctx} heading={t(texts.heading, values)} preview={t(texts.subject, values)} reason={t(texts.reason, values)}>
      <Text style={paragraph(start)}>{t(texts.intro, values)}</Text>
      <Section
        style={{
          margin: '4px 0 16px',
          padding: '14px 16px 4px',
          backgroundColor: '#f9fafb',
          border: `1px solid ${LINE}`,
          borderRadius: '6px',
        }}
      >
        {kind === 'contact-message' && fact(t('TEXT_EMAIL_CONTACT_FROM'), `${message.name} <${message.email}>`, 'ltr')}
        {message.subject && fact(t('TEXT_EMAIL_CONTACT_SUBJECT'), message.subject)}
        <Text style={sectionTitle(start)}>{t('TEXT_EMAIL_CONTACT_MESSAGE')}</Text>
        <Text style={{ ...value, color: INK, whiteSpace: 'pre-wrap' }} dir="auto">
          {message.message}
        </Text>
      </Section>
      {kind === 'contact-message' && (
        <MailButton ctx={ctx} href={shopUrl(ctx.shop, ctx.locale, '/admin/inbox')}>
          {t('TEXT_EMAIL_CONTACT_OPEN_INBOX')}
        </MailButton>
      )}
    </MailFrame>
  );
}
