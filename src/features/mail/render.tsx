// An outbox row rendered as the email it is: subject, HTML (React Email) and its plain-text part,
// in the row's language. Used by the worker before sending and by the admin's preview.
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { MailKind, OrderMailData } from './model';
import type { MailShop, Translate } from './templates/MailFrame';
import { ORDER_MAIL_TEXTS, OrderPlacedMail, OrderStatusMail } from './templates/OrderMail';

export type { MailShop };
export type RenderedMail = { subject: string; html: string; text: string };

export async function renderMail(kind: MailKind, locale: Locale, data: OrderMailData, shop: MailShop): Promise<RenderedMail> {
  const translator = createTranslator({ locale, messages: messagesFor(locale) });
  const t: Translate = (id, values) => translator(id as never, values as never);
  const ctx = { locale, t, shop };
  const email = kind === 'order-placed' ? <OrderPlacedMail ctx={ctx} order={data} /> : <OrderStatusMail ctx={ctx} kind={kind} order={data} />;
  const html = await render(email);
  // The plain-text part from the same HTML; the item and total tables stay tables (columns apart).
  const text = toPlainText(html, { selectors: [{ selector: 'table.mail-lines', format: 'dataTable', options: { colSpacing: 3, uppercaseHeaderCells: false } }] });
  return { subject: t(ORDER_MAIL_TEXTS[kind].subject, { number: data.number }), html, text };
}
