// An outbox row rendered as the email it is: subject, HTML (React Email) and its plain-text part,
// in the row's language. Used by the worker before sending and by the admin's preview.
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { SHOP_NAME, type MailContent } from './model';
import { CONTACT_MAIL_TEXTS, ContactMail, contactValues } from './templates/ContactMail';
import { LINK_MAIL_TEXTS, LinkMail } from './templates/LinkMail';
import type { MailContext, MailShop, Translate } from './templates/MailFrame';
import { ORDER_MAIL_TEXTS, OrderPlacedMail, OrderStatusMail } from './templates/OrderMail';

export type { MailShop };
export type RenderedMail = { subject: string; html: string; text: string };

/** The email's React tree and its subject. */
function compose(content: MailContent, ctx: MailContext) {
  const { t } = ctx;
  switch (content.kind) {
    case 'order-placed':
      return {
        subject: t(ORDER_MAIL_TEXTS[content.kind].subject, { number: content.data.number }),
        email: <OrderPlacedMail ctx={ctx} order={content.data} />,
      };
    case 'order-shipped':
    case 'order-completed':
    case 'order-cancelled':
      return {
        subject: t(ORDER_MAIL_TEXTS[content.kind].subject, { number: content.data.number }),
        email: <OrderStatusMail ctx={ctx} kind={content.kind} order={content.data} />,
      };
    case 'password-reset':
    case 'email-verification':
    case 'newsletter-confirmation':
      return {
        subject: t(LINK_MAIL_TEXTS[content.kind].subject, { shop: SHOP_NAME }),
        email: <LinkMail ctx={ctx} kind={content.kind} link={content.data} />,
      };
    case 'contact-acknowledgement':
    case 'contact-message':
      return {
        subject: t(CONTACT_MAIL_TEXTS[content.kind].subject, contactValues(content.data)),
        email: <ContactMail ctx={ctx} kind={content.kind} message={content.data} />,
      };
  }
}

export async function renderMail(content: MailContent, locale: Locale, shop: MailShop): Promise<RenderedMail> {
  const translator = createTranslator({ locale, messages: messagesFor(locale) });
  const t: Translate = (id, values) => translator(id as never, values as never);
  const { subject, email } = compose(content, { locale, t, shop });
  const html = await render(email);
  // The plain-text part from the same HTML; the item and total tables stay tables (columns apart).
  const text = toPlainText(html, {
    selectors: [{ selector: 'table.mail-lines', format: 'dataTable', options: { colSpacing: 3, uppercaseHeaderCells: false } }],
  });
  return { subject, html, text };
}
